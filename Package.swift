// swift-tools-version: 6.0
import PackageDescription

let upcoming: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "NavigationCodec",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "NavigationCodec", targets: ["NavigationCodec"]),
    .library(name: "ExerciseNavigation", targets: ["ExerciseNavigation"]),
    .library(name: "NavigationTesting", targets: ["NavigationTesting"]),
    .library(name: "NavigationCommandLine", targets: ["NavigationCommandLine"]),
    .executable(name: "navlink", targets: ["navlink"]),
  ],
  dependencies: [],
  targets: [
    // The engine: canonical JSON, snapshot envelope, URL reading, link grammar, errors, limits.
    // It knows nothing about exercises.
    .target(name: "NavigationCodec", swiftSettings: upcoming),

    // The exercise app on top of the engine: model, state, grammar, schema, resolver, models.
    .target(name: "ExerciseNavigation", dependencies: ["NavigationCodec"], swiftSettings: upcoming),

    // Golden-file checks for any app's format and grammar; no dependency on a test framework.
    .target(name: "NavigationTesting", dependencies: ["NavigationCodec"], swiftSettings: upcoming),

    // The command-line tool as a library: any app describes itself and gets parse, print,
    // check, golden, routes and associated-domains for its own links.
    .target(
      name: "NavigationCommandLine",
      dependencies: ["NavigationCodec", "NavigationTesting"],
      swiftSettings: upcoming
    ),

    // `navlink`: the command-line library instantiated for the exercise app, and its `main`.
    .target(
      name: "NavlinkCommand",
      dependencies: ["NavigationCodec", "ExerciseNavigation", "NavigationCommandLine"],
      swiftSettings: upcoming
    ),
    .executableTarget(name: "navlink", dependencies: ["NavlinkCommand", "NavigationCommandLine"], swiftSettings: upcoming),

    // The sample modular app (Dashboard, Settings and the exercise screens as modules), shared
    // by the tests, the fuzz target and the benchmark (not a product).
    .target(name: "ModularSample", dependencies: ["NavigationCodec", "ExerciseNavigation"], swiftSettings: upcoming),
    // The sample modular app's command line, a second instance of the command-line library.
    .target(
      name: "ModularSampleCommand",
      dependencies: ["ModularSample", "NavigationCodec", "ExerciseNavigation", "NavigationCommandLine"],
      swiftSettings: upcoming
    ),
    .executableTarget(name: "modularlink", dependencies: ["ModularSampleCommand", "NavigationCommandLine"], swiftSettings: upcoming),

    // Benchmarks against Foundation baselines measured in the same run (not a product).
    .executableTarget(
      name: "NavigationBenchmarks",
      dependencies: ["NavigationCodec", "ExerciseNavigation", "ModularSample", "NavigationCommandLine"],
      swiftSettings: upcoming
    ),

    // The snapshot store's crash drill: savers killed with SIGKILL, a load checked after each.
    .executableTarget(
      name: "SnapshotStoreDrill",
      dependencies: ["NavigationCodec", "NavigationCommandLine", "TestSupport"],
      path: "Tests/SnapshotStoreDrill",
      swiftSettings: upcoming
    ),

    // Tests, with a small helper target they share.
    .target(name: "TestSupport", dependencies: ["NavigationCodec"], path: "Tests/TestSupport", swiftSettings: upcoming),
    .testTarget(
      name: "NavigationCodecTests",
      dependencies: ["NavigationCodec", "NavigationCommandLine", "TestSupport"],
      swiftSettings: upcoming
    ),
    .testTarget(
      name: "ExerciseNavigationTests",
      dependencies: [
        "NavigationCodec", "ExerciseNavigation", "ModularSample", "NavigationCommandLine", "NavlinkCommand", "TestSupport",
      ],
      swiftSettings: upcoming
    ),
    .testTarget(
      name: "NavigationTestingTests",
      dependencies: ["NavigationTesting", "NavigationCodec"],
      swiftSettings: upcoming
    ),
    .testTarget(
      name: "NavigationCommandLineTests",
      dependencies: ["NavigationCommandLine", "ModularSampleCommand", "ModularSample", "NavigationCodec", "TestSupport"],
      swiftSettings: upcoming
    ),
    .testTarget(
      name: "NavlinkCommandTests",
      dependencies: [
        "NavlinkCommand", "NavigationCommandLine", "ExerciseNavigation", "NavigationCodec", "NavigationTesting",
        "TestSupport",
      ],
      swiftSettings: upcoming
    ),
  ],
  swiftLanguageModes: [.v6]
)
