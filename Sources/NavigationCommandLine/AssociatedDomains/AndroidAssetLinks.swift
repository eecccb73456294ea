public import NavigationCodec

/// The `assetlinks.json` file that lets an Android app verify its web hosts (Android App
/// Links): the package and the fingerprints of the certificates it is signed with.
///
/// ```swift
/// let file = AndroidAssetLinks(package: package, fingerprints: [release, upload])
/// // served at https://<host>/.well-known/assetlinks.json
/// ```
public struct AndroidAssetLinks: Sendable, Hashable {
  /// The app's package name.
  public var package: AndroidPackageName
  /// The SHA-256 fingerprints of its signing certificates.
  public var fingerprints: [CertificateFingerprint]

  /// The file for one package.
  public init(package: AndroidPackageName, fingerprints: [CertificateFingerprint]) {
    self.package = package
    self.fingerprints = fingerprints
  }

  /// The file's JSON: one statement granting the package every URL of the host.
  public var json: JSONValue {
    .array([
      .object([
        JSONMember("relation", .array([.string("delegate_permission/common.handle_all_urls")])),
        JSONMember(
          "target",
          .object([
            JSONMember("namespace", .string("android_app")),
            JSONMember("package_name", .string(package.description)),
            JSONMember("sha256_cert_fingerprints", .array(fingerprints.map { .string($0.description) })),
          ])),
      ])
    ])
  }

  /// The file's canonical bytes: keys sorted, two-space indentation, one final newline.
  public var bytes: [UInt8] { CanonicalJSONWriter.encode(json) }
}
