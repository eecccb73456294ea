import NavigationCommandLine
import NavlinkCommand

NavigationCommand.main { ExerciseCommandApp() }
