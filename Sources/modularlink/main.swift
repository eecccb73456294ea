import ModularSampleCommand
import NavigationCommandLine

NavigationCommand.main { try ModularSampleCommandApp() }
