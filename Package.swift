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
    .executable(name: "navlink", targets: ["navlink"]),
  ],
  dependencies: [],
  targets: [
    // The engine: canonical JSON, snapshot envelope, URL reading, link grammar, errors, limits.
    // It knows nothing about exercises.
    .target(name: "NavigationCodec", swiftSettings: upcoming),

    // The exercise app on top of the engine: model, state, grammar, schema, resolver, models.
    .target(name: "ExerciseNavigation", dependencies: ["NavigationCodec"], swiftSettings: upcoming),

    // Golden-file helpers for users' own tests; no dependency on a test framework.
    .target(
      name: "NavigationTesting",
      dependencies: ["NavigationCodec", "ExerciseNavigation"],
      swiftSettings: upcoming
    ),

    // The command-line tool: a thin `main` over a testable library.
    .target(
      name: "NavlinkCommand",
      dependencies: ["NavigationCodec", "ExerciseNavigation", "NavigationTesting"],
      swiftSettings: upcoming
    ),
    .executableTarget(name: "navlink", dependencies: ["NavlinkCommand"], swiftSettings: upcoming),

    // The sample modular app (Dashboard, Settings and the exercise screens as modules), shared
    // by the tests, the fuzz target and the benchmark (not a product).
    .target(name: "ModularSample", dependencies: ["NavigationCodec", "ExerciseNavigation"], swiftSettings: upcoming),

    // Benchmarks against Foundation baselines measured in the same run (not a product).
    .executableTarget(
      name: "NavigationBenchmarks",
      dependencies: ["NavigationCodec", "ExerciseNavigation", "ModularSample"],
      swiftSettings: upcoming
    ),

    // The snapshot store's crash drill: savers killed with SIGKILL, a load checked after each.
    .executableTarget(
      name: "SnapshotStoreDrill",
      dependencies: ["NavigationCodec", "TestSupport"],
      path: "Tests/SnapshotStoreDrill",
      swiftSettings: upcoming
    ),

    // Tests, with a small helper target they share.
    .target(name: "TestSupport", dependencies: ["NavigationCodec"], path: "Tests/TestSupport", swiftSettings: upcoming),
    .testTarget(
      name: "NavigationCodecTests",
      dependencies: ["NavigationCodec", "TestSupport"],
      swiftSettings: upcoming
    ),
    .testTarget(
      name: "ExerciseNavigationTests",
      dependencies: ["NavigationCodec", "ExerciseNavigation", "ModularSample", "TestSupport"],
      swiftSettings: upcoming
    ),
    .testTarget(
      name: "NavigationTestingTests",
      dependencies: ["NavigationTesting", "ExerciseNavigation", "NavigationCodec", "TestSupport"],
      swiftSettings: upcoming
    ),
    .testTarget(
      name: "NavlinkCommandTests",
      dependencies: ["NavlinkCommand", "ExerciseNavigation", "NavigationCodec", "TestSupport"],
      swiftSettings: upcoming
    ),
  ],
  swiftLanguageModes: [.v6]
)
