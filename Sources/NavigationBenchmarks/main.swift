import ExerciseNavigation
import Foundation
import ModularSample
import NavigationCodec
import NavigationCommandLine

// Usage: swift run -c release NavigationBenchmarks [--quick] [--json <file>]
//        NavigationBenchmarks --profile <mode> [--iterations N]  (one operation in a loop)
//        (--memory package|foundation is used internally to measure peak memory in a child.)

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let budget = quick ? Budget.quick : Budget.full
let workload = Workload()

/// The argument after `flag`, when both are given.
func argument(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), arguments.index(after: index) < arguments.endIndex else {
    return nil
  }
  return arguments[arguments.index(after: index)]
}

/// Opens a link as an app without `ContentModel.open(_:)` does: the codec opens it and the
/// models show its state.
@MainActor
func openThroughCodec(_ link: String, on models: ContentModel, _ codec: ExerciseCodec) {
  guard let report = try? codec.open(link: link) else { return }
  models.apply(report.value, catalog: codec.catalog)
}

/// Prints the models' link as an app without `ContentModel.link()` does: it reads the models'
/// state and the codec prints it.
@MainActor
func printThroughCodec(_ models: ContentModel, _ codec: ExerciseCodec) -> String? {
  try? codec.link(for: models.navigationState)
}

if let side = argument(after: "--memory") {
  // Child process: encode and decode the 10,000-element snapshot once, report peak memory.
  // Each side's input (the state, or its mirror for Foundation's coders) is built first and
  // is not counted: the row measures the encoding and decoding.
  if side == "foundation" {
    let mirror = CodableMirror.mirror(workload.largeState)
    let before = startPeakMeasurement()
    let data = (try? CodableMirror.encoder.encode(mirror)) ?? Data()
    blackHole(try? CodableMirror.decoder.decode(CodableMirror.Snapshot.self, from: data))
    print(peakResidentBytes() - before)
  } else {
    let state = workload.largeState
    let format = NavigationState.snapshotFormat(limits: Limits(snapshotSize: 1 << 30))
    let before = startPeakMeasurement()
    let bytes = (try? format.encode(state)) ?? []
    blackHole(try? format.decode(bytes))
    print(peakResidentBytes() - before)
  }
  exit(0)
}

if let mode = argument(after: "--profile") {
  // Runs one operation in a loop, for `valgrind --tool=callgrind` (instruction counts).
  let codec = workload.codec()
  let small = (try? NavigationState.snapshotFormat.encode(workload.smallState)) ?? []
  let smallData = Data(small)
  let snapshotOnly = [
    "decode", "encode", "codable-decode", "codable-encode", "modular-decode", "foundation-encode", "foundation-decode",
    "codable-floor-encode", "snapshot-setup", "decode-large", "codable-decode-large", "encode-large",
    "codable-encode-large",
  ].contains(mode)
  let links = snapshotOnly ? [] : workload.links
  let format = NavigationState.snapshotFormat(limits: Limits(snapshotSize: 1 << 30))
  let campaignLinks = mode.hasPrefix("campaign-") ? links.map(Workload.campaign) : []
  // The 10,000-route snapshot, for the per-route cost of each reader (`--iterations` 3 and 1).
  let largeState = mode.hasSuffix("-large") ? workload.largeState : workload.smallState
  let large = mode.hasSuffix("-large") ? (try? format.encode(largeState)) ?? [] : []
  let states = links.compactMap { try? codec.open(link: $0).value }
  let linkValues = links.prefix(20).compactMap { try? codec.links.match(link: $0) }
  let modularProfile = mode.hasPrefix("modular") ? try? ModularSampleApp() : nil
  // A session holding the screens of every sample link, one after another (a dozen elements).
  let modularSession: [UInt8] =
    modularProfile.flatMap { app -> [UInt8]? in
      let path = ModularBaseline.links.compactMap { try? app.links.match(link: $0) }.flatMap { $0 }
      return try? app.format.encode(ModularSession(path: ModularPath(path)))
    } ?? []
  if mode == "modular-decode", (try? modularProfile?.format.decode(modularSession))?.path.count ?? 0 < 10 {
    print("error: the modular session does not read")
    exit(1)
  }
  if mode.hasPrefix("floor-"),
    let disagreement = HandWrittenLinks.readingDisagreement(links, codec)
      ?? HandWrittenLinks.printingDisagreement(states, codec)
  {
    print("error: the hand-written floor disagrees with the grammar: \(disagreement)")
    exit(1)
  }
  // The live models, for `model-open` (each opening starts from the list), `model-open-codec`
  // (the same opened through the codec and shown with `apply`, its baseline), `model-print`
  // and `model-print-codec` (the models' state printed through the codec, its baseline).
  let models = MainActor.assumeIsolated {
    ContentModel(
      restoring: NavigationState(), catalog: workload.catalog, ids: .constant(UUID(sequential: 1)),
      clock: .fixed(Workload.now))
  }
  let printingModels = MainActor.assumeIsolated {
    mode.hasPrefix("model-print")
      ? states.prefix(20).map {
        ContentModel(
          restoring: $0, catalog: workload.catalog, ids: .constant(UUID(sequential: 1)), clock: .fixed(Workload.now))
      } : []
  }
  let modularHandWrittenProfile = mode.hasPrefix("modular") ? try? ModularHandWritten.grammar() : nil
  let modularProfileLinks = modularProfile == nil ? [] : ModularBaseline.links
  // Opening a modular link is what the `modular_link_open` rows measure: reading it, then each
  // module's validation.
  let modularProfileGrammar = modularProfile?.links
  let modularProfileModules = modularProfile?.modules
  let modularProfilePaths = modularProfileLinks.compactMap { try? modularProfile?.links.match(link: $0) }
  // `--iterations N` sets the loop count. Two counts taken at different N differ by the steady
  // cost of the extra operations alone, without setup or first-call costs.
  let iterations =
    argument(after: "--iterations").flatMap { Int($0) }.map { max($0, 0) } ?? (snapshotOnly ? 2_000 : 10_000)
  // The operation is chosen once: comparing the mode's name on every iteration would add
  // string comparisons to every count, and more to the modes listed last.
  let operation: () -> Void =
    switch mode {
    // The exercise snapshot is its `Codable` conformances: the `codable-` names measure the same.
    case "decode", "codable-decode": { blackHole(try? format.decode(small)) }
    case "encode", "codable-encode": { blackHole(try? format.encode(workload.smallState)) }
    case "decode-large", "codable-decode-large": { blackHole(try? format.decode(large)) }
    case "encode-large", "codable-encode-large": { blackHole(try? format.encode(largeState)) }
    case "foundation-encode": { blackHole(try? CodableMirror.encoder.encode(workload.smallState)) }
    case "codable-floor-encode": { blackHole(try? workload.smallState.encode(to: DiscardingEncoder())) }
    case "foundation-decode": { blackHole(try? JSONDecoder().decode(NavigationState.self, from: smallData)) }
    case "parse": { for link in links.prefix(20) { blackHole(try? codec.open(link: link)) } }
    case "syntax": { for link in links.prefix(20) { blackHole(try? codec.links.match(link: link)) } }
    case "campaign-open": { for link in campaignLinks.prefix(20) { blackHole(try? codec.open(link: link)) } }
    case "campaign-read": { for link in campaignLinks.prefix(20) { blackHole(try? codec.read(link: link)) } }
    case "floor-syntax": { for link in links.prefix(20) { blackHole(HandWrittenLinkReader.read(link)) } }
    case "floor-parse": { for link in links.prefix(20) { blackHole(HandWrittenLinks.open(link, codec)) } }
    case "floor-print": { for state in states.prefix(20) { blackHole(HandWrittenLinks.print(state, codec)) } }
    // What the link values' own `Encodable` conformances cost, driven by an encoder that keeps
    // nothing: the least any printing through them costs.
    case "encodable-print-floor":
      {
        for value in linkValues { blackHole(try? value.encode(to: DiscardingEncoder())) }
      }
    case "modular-open":
      {
        if let grammar = modularProfileGrammar, let modules = modularProfileModules {
          for link in modularProfileLinks { blackHole(try? modules.resolve(grammar.match(link: link))) }
        }
      }
    case "modular-decode": { blackHole(try? modularProfile?.format.decode(modularSession)) }
    case "modular-print": { for path in modularProfilePaths { blackHole(try? modularProfile?.links.link(for: path)) } }
    case "modular-open-handwritten":
      {
        if let grammar = modularHandWrittenProfile, let modules = modularProfileModules {
          for link in modularProfileLinks { blackHole(try? modules.resolve(grammar.match(link: link))) }
        }
      }
    case "modular-print-handwritten":
      {
        for path in modularProfilePaths { blackHole(try? modularHandWrittenProfile?.link(for: path)) }
      }
    case "model-open":
      {
        MainActor.assumeIsolated {
          for link in links.prefix(20) {
            models.apply(NavigationState(), catalog: workload.catalog)
            blackHole(try? models.open(link))
          }
        }
      }
    case "model-open-codec":
      {
        MainActor.assumeIsolated {
          for link in links.prefix(20) {
            models.apply(NavigationState(), catalog: workload.catalog)
            openThroughCodec(link, on: models, codec)
          }
        }
      }
    case "model-print": { MainActor.assumeIsolated { for model in printingModels { blackHole(try? model.link()) } } }
    case "model-print-codec":
      {
        MainActor.assumeIsolated { for model in printingModels { blackHole(printThroughCodec(model, codec)) } }
      }
    case "setup", "snapshot-setup": {}  // the fixed cost every link or snapshot mode pays, to subtract
    default: { for state in states.prefix(20) { blackHole(try? codec.link(for: state)) } }
    }
  for _ in 0..<iterations { operation() }
  exit(0)
}

nonisolated(unsafe) var rows: [Row] = []
/// Measures the package and its baseline run by run, side by side, and adds their row.
func row(
  _ key: String, _ name: String, baselineName: String, batch: Int, package: @escaping () -> Void,
  baseline: @escaping () -> Void
) {
  let times = measureTogether(budget, [(batch, package), (batch, baseline)])
  rows.append(Row(key: key, name: name, package: times[0], baseline: times[1], baselineName: baselineName))
  // Progress is best effort: a closed or full standard error must not stop the run.
  try? FileHandle.standardError.write(contentsOf: Data("measured \(key)\n".utf8))
}

/// Adds a row once both sides are shown to do the same work: `disagreement` describes the
/// first input on which they differ, or is `nil`; a disagreement stops the run, as a row
/// measured on different work would mislead.
func checkedRow(
  _ key: String, _ name: String, baselineName: String, batch: Int, disagreement: () -> String?,
  package: @escaping () -> Void, baseline: @escaping () -> Void
) {
  if let disagreement = disagreement() {
    print("error: \(key): \(disagreement)")
    exit(1)
  }
  row(key, name, baselineName: baselineName, batch: batch, package: package, baseline: baseline)
}

// Links: parse + resolve, against URLComponents + switch (no resolution).
let links = workload.links
let codec = workload.codec()
let opened = links.compactMap { try? codec.open(link: $0).value }
checkedRow(
  "link_parse_resolve", "link parse + resolve (\(links.count) links)", baselineName: "URLComponents + switch",
  batch: links.count,
  disagreement: {
    opened.count == links.count && links.allSatisfy({ URLComponentsBaseline.parse($0) != nil })
      ? nil : "the link mix does not parse"
  },
  package: { for link in links { blackHole(try? codec.open(link: link)) } },
  baseline: { for link in links { blackHole(URLComponentsBaseline.parse(link)) } })

// Links: syntax alone (the same unvalidated value the baseline builds), to show the split.
row(
  "link_parse", "link parse alone, no resolution", baselineName: "URLComponents + switch", batch: links.count,
  package: { for link in links { blackHole(try? codec.links.match(link: link)) } },
  baseline: { for link in links { blackHole(URLComponentsBaseline.parse(link)) } })

// Links from a mail campaign: the same links with three `utm_*` parameters appended, opened,
// against the links without them (target: within 1.3×, a ratio of at least 0.77).
let campaignLinks = links.map(Workload.campaign)
checkedRow(
  "link_parse_resolve_campaign", "link parse + resolve, three utm_* added", baselineName: "the same links without",
  batch: links.count,
  disagreement: {
    zip(campaignLinks, opened).allSatisfy({ link, state in
      (try? codec.open(link: link).value) == state
        && (try? codec.read(link: link))?.extras.ignoredParameters.count == 3
    }) ? nil : "the campaign links do not open as the links without their parameters"
  },
  package: { for link in campaignLinks { blackHole(try? codec.open(link: link)) } },
  baseline: { for link in links { blackHole(try? codec.open(link: link)) } })

// Links: print from resolved states, against URLComponents printing.
let targets = opened.compactMap { try? codec.links.target(of: $0, catalog: workload.catalog, now: Workload.now) }
row(
  "link_print", "link print (\(opened.count) states)", baselineName: "URLComponents.string", batch: opened.count,
  package: { for state in opened { blackHole(try? codec.link(for: state)) } },
  baseline: { for target in targets { blackHole(URLComponentsBaseline.print(target)) } })

// Links: the least printing a typed route can cost, which finds a value's case through the
// value's own `Encodable` conformance: the link values through it and an encoder that keeps
// nothing, against the same baseline.
row(
  "link_print_encodable_floor", "link values through Encodable alone", baselineName: "URLComponents.string",
  batch: targets.count,
  package: { for target in targets { blackHole(try? target.encode(to: DiscardingEncoder())) } },
  baseline: { for target in targets { blackHole(URLComponentsBaseline.print(target)) } })

// Links: the same opening and printing against the floor, the reader and printer written by
// hand for this grammar alone (checked to agree with the grammar on every link and state).
checkedRow(
  "link_open_floor", "link parse + resolve, against the floor", baselineName: "the same links by hand",
  batch: links.count, disagreement: { HandWrittenLinks.readingDisagreement(links, codec) },
  package: { for link in links { blackHole(try? codec.open(link: link)) } },
  baseline: { for link in links { blackHole(HandWrittenLinks.open(link, codec)) } })
checkedRow(
  "link_print_floor", "link print, against the floor", baselineName: "the same states by hand",
  batch: opened.count, disagreement: { HandWrittenLinks.printingDisagreement(opened, codec) },
  package: { for state in opened { blackHole(try? codec.link(for: state)) } },
  baseline: { for state in opened { blackHole(HandWrittenLinks.print(state, codec)) } })

// The live models (what an app's `.onOpenURL` reaches): opening a link on them and printing
// theirs, against the same through the codec (target: a ratio of at least 0.8). Opening through
// the codec is what an app without `open(_:)` does: the codec opens the link and the models
// show its state (`apply`). Printing through the codec is what an app without `link()` does:
// it reads the models' state (`navigationState`, which also reads the held link) and the codec
// prints it. Each opening, on both sides, starts from the list, as a link arriving at a
// resting app does (a link over a form the one before filled in would be held): putting the
// models back at the list is the same work on both sides.
let models = MainActor.assumeIsolated {
  ContentModel(
    restoring: NavigationState(), catalog: workload.catalog, ids: .constant(UUID(sequential: 1)),
    clock: .fixed(Workload.now))
}
let printingModels = MainActor.assumeIsolated {
  opened.map {
    ContentModel(
      restoring: $0, catalog: workload.catalog, ids: .constant(UUID(sequential: 1)), clock: .fixed(Workload.now))
  }
}
checkedRow(
  "model_link_open", "link open on the live models", baselineName: "the same through ExerciseCodec",
  batch: links.count,
  disagreement: {
    let agree = MainActor.assumeIsolated {
      zip(links, opened).allSatisfy { link, state in
        models.apply(NavigationState(), catalog: workload.catalog)
        guard case .opened? = try? models.open(link), models.navigationState == state else { return false }
        models.apply(NavigationState(), catalog: workload.catalog)
        openThroughCodec(link, on: models, codec)
        return models.navigationState == state
      }
    }
    return agree ? nil : "the live models do not open the links as the codec does"
  },
  package: {
    MainActor.assumeIsolated {
      for link in links {
        models.apply(NavigationState(), catalog: workload.catalog)
        blackHole(try? models.open(link))
      }
    }
  },
  baseline: {
    MainActor.assumeIsolated {
      for link in links {
        models.apply(NavigationState(), catalog: workload.catalog)
        openThroughCodec(link, on: models, codec)
      }
    }
  })
checkedRow(
  "model_link_print", "link print from the live models", baselineName: "the same through ExerciseCodec",
  batch: opened.count,
  disagreement: {
    let agree = MainActor.assumeIsolated {
      zip(printingModels, opened).allSatisfy {
        (try? $0.link()) == (try? codec.link(for: $1)) && printThroughCodec($0, codec) == (try? codec.link(for: $1))
      }
    }
    return agree ? nil : "the live models do not print the links as the codec does"
  },
  package: { MainActor.assumeIsolated { for model in printingModels { blackHole(try? model.link()) } } },
  baseline: { MainActor.assumeIsolated { for model in printingModels { blackHole(printThroughCodec(model, codec)) } } })

// The sample modular app: opening (read + each module's validation) and printing its links,
// against URLComponents + switch for the same grammar.
guard let modular = try? ModularSampleApp() else {
  print("error: the sample modular app does not compose")
  exit(1)
}
let modularLinks = ModularBaseline.links
let modularPaths = modularLinks.compactMap { try? modular.modules.resolve(modular.links.match(link: $0)).value }
checkedRow(
  "modular_link_open", "modular link open (\(modularLinks.count) links)", baselineName: "URLComponents + switch",
  batch: modularLinks.count,
  disagreement: {
    modularPaths.count == modularLinks.count
      && modularLinks.allSatisfy({ ModularBaseline.parse($0) == (try? modular.links.match(link: $0)) })
      ? nil : "the modular link mix does not parse the same way on both sides"
  },
  package: { for link in modularLinks { blackHole(try? modular.modules.resolve(modular.links.match(link: link))) } },
  baseline: { for link in modularLinks { blackHole(ModularBaseline.parse(link)) } })
checkedRow(
  "modular_link_print", "modular link print (\(modularPaths.count) paths)", baselineName: "URLComponents.string",
  batch: modularPaths.count,
  disagreement: {
    modularPaths.allSatisfy({ ModularBaseline.print($0).flatMap(ModularBaseline.parse) == $0 })
      ? nil : "the modular paths do not print and read back the same way on both sides"
  },
  package: { for path in modularPaths { blackHole(try? modular.links.link(for: path)) } },
  baseline: { for path in modularPaths { blackHole(ModularBaseline.print(path)) } })

// The same modular routes written by hand, for the typed routes' own baseline.
guard let handWritten = try? ModularHandWritten.grammar() else {
  print("error: the hand-written modular routes do not compose")
  exit(1)
}
checkedRow(
  "modular_link_open_handwritten", "modular link open, typed routes", baselineName: "the same routes by hand",
  batch: modularLinks.count,
  disagreement: {
    modularLinks.allSatisfy({ (try? handWritten.match(link: $0)) == (try? modular.links.match(link: $0)) })
      ? nil : "the hand-written modular routes do not read as the typed ones"
  },
  package: { for link in modularLinks { blackHole(try? modular.modules.resolve(modular.links.match(link: link))) } },
  baseline: { for link in modularLinks { blackHole(try? modular.modules.resolve(handWritten.match(link: link))) } })
checkedRow(
  "modular_link_print_handwritten", "modular link print, typed routes", baselineName: "the same routes by hand",
  batch: modularPaths.count,
  disagreement: {
    modularPaths.allSatisfy({ (try? handWritten.link(for: $0)) == (try? modular.links.link(for: $0)) })
      ? nil : "the hand-written modular routes do not print as the typed ones"
  },
  package: { for path in modularPaths { blackHole(try? modular.links.link(for: path)) } },
  baseline: { for path in modularPaths { blackHole(try? handWritten.link(for: path)) } })

// Snapshots: the exercise app's format encoding and decoding, small and with a 10,000-route
// path, against Foundation's coders on plain synthesized `Codable` types of the same shape.
let snapshotFormat = NavigationState.snapshotFormat(limits: Limits(snapshotSize: 1 << 30))
for (key, label, state) in [
  ("small", "small snapshot", workload.smallState), ("large", "10,000-route snapshot", workload.largeState),
] {
  let bytes = (try? snapshotFormat.encode(state)) ?? []
  let mirror = CodableMirror.mirror(state)
  let data = (try? CodableMirror.encoder.encode(mirror)) ?? Data()
  let batch = key == "small" ? 100 : 1
  checkedRow(
    "snapshot_encode_\(key)", "\(label) encode (\(bytes.count) B)", baselineName: "JSONEncoder (sorted keys)",
    batch: batch,
    disagreement: {
      (try? snapshotFormat.decode(bytes)) == state
        && (try? CodableMirror.decoder.decode(CodableMirror.Snapshot.self, from: data)) != nil
        ? nil : "the \(label) does not round-trip"
    },
    package: { for _ in 0..<batch { blackHole(try? snapshotFormat.encode(state)) } },
    baseline: { for _ in 0..<batch { blackHole(try? CodableMirror.encoder.encode(mirror)) } })
  row(
    "snapshot_decode_\(key)", "\(label) decode", baselineName: "JSONDecoder", batch: batch,
    package: { for _ in 0..<batch { blackHole(try? snapshotFormat.decode(bytes)) } },
    baseline: {
      for _ in 0..<batch { blackHole(try? CodableMirror.decoder.decode(CodableMirror.Snapshot.self, from: data)) }
    })
}

// The same format against Foundation's coders on the very same conformances: the cost of the
// `Codable` protocol's containers on Foundation's side, not of another schema.
for (key, label, state) in [
  ("small", "small snapshot", workload.smallState), ("large", "10,000-route snapshot", workload.largeState),
] {
  let bytes = (try? snapshotFormat.encode(state)) ?? []
  let data = (try? CodableMirror.encoder.encode(state)) ?? Data()
  let batch = key == "small" ? 100 : 1
  checkedRow(
    "codable_encode_\(key)", "Codable \(label) encode", baselineName: "JSONEncoder, same types", batch: batch,
    disagreement: {
      (try? snapshotFormat.decode(bytes)) == state
        && (try? JSONDecoder().decode(NavigationState.self, from: data)) == state
        ? nil : "the \(label) does not round-trip through Codable"
    },
    package: { for _ in 0..<batch { blackHole(try? snapshotFormat.encode(state)) } },
    baseline: { for _ in 0..<batch { blackHole(try? CodableMirror.encoder.encode(state)) } })
  row(
    "codable_decode_\(key)", "Codable \(label) decode", baselineName: "JSONDecoder, same types", batch: batch,
    package: { for _ in 0..<batch { blackHole(try? snapshotFormat.decode(bytes)) } },
    baseline: { for _ in 0..<batch { blackHole(try? JSONDecoder().decode(NavigationState.self, from: data)) } })
}

// Resolution alone, with catalogs of 10, 10³ and 10⁶ exercises, measured in turn; the baseline
// is 10.
let sizes = [10, 1_000, 1_000_000]
let resolutionBodies = sizes.map { size -> (batch: Int, body: () -> Void) in
  let catalog = Workload.catalog(count: size)
  let resolver = NavigationResolver(catalog: catalog)
  let exercise = catalog.exercises[catalog.count / 2]
  var draft = exercise
  draft.title = "Changed"
  let states = [
    NavigationState(exercises: .init(path: [.history(exercise.type), .detail(exercise.id)])),
    NavigationState(
      exercises: .init(path: [.history(exercise.type)], destination: .edit(.init(draft: draft, destination: .discard)))),
    NavigationState(exercises: .init(destination: .alert(exercise.id))),
  ]
  return (states.count * 100, { for _ in 0..<100 { for state in states { blackHole(try? resolver.resolve(state)) } } })
}
let resolutionTimes = measureTogether(budget, resolutionBodies)
for (index, size) in sizes.enumerated().dropFirst() {
  rows.append(
    Row(
      key: "resolve_\(size)", name: "resolve, catalog of \(size)", package: resolutionTimes[index],
      baseline: resolutionTimes[0], baselineName: "same, catalog of 10"))
}

// Peak memory of the 10,000-route case, each side in its own child process.
func childPeak(_ side: String) -> Double? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--memory", side]
  let pipe = Pipe()
  process.standardOutput = pipe
  guard (try? process.run()) != nil else { return nil }
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)).map {
    $0 / 1_048_576
  }
}
if let package = childPeak("package") {
  rows.append(
    Row(
      key: "peak_memory_large", name: "peak memory, 10,000-route encode + decode", package: package,
      baseline: childPeak("foundation"), baselineName: "JSONEncoder + JSONDecoder", unit: "MiB"))
}

// The page of every link for a 500-route grammar (RoutesPageBenchmark.swift).
routesPageRow()

printTable(rows)

if let path = argument(after: "--json") {
  var members: [JSONMember] = []
  for row in rows {
    var fields = [JSONMember("package", .number(row.package)), JSONMember("unit", .string(row.unit))]
    if let baseline = row.baseline { fields.append(JSONMember("baseline", .number(baseline))) }
    if let ratio = row.ratio { fields.append(JSONMember("ratio", .number(ratio))) }
    members.append(JSONMember(row.key, .object(fields)))
  }
  guard FileManager.default.createFile(atPath: path, contents: Data(CanonicalJSONWriter.encode(.object(members))))
  else {
    print("error: cannot write \(path)")
    exit(1)
  }
}
