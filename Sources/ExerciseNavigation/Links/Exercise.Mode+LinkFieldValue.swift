public import NavigationCodec

/// An exercise type in a link is its raw value: `/history/running`.
extension Exercise.Mode: LinkFieldValue {}
