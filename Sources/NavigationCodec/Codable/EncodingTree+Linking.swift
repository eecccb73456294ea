// Linking a member into its object: in key order as it arrives for a small object, sorted once
// when written for a large one; and a repeated key marked, its last value kept.
extension EncodingTree {
  /// Links a new child into place: at the end of an array, in key order in an object.
  func place(_ index: Int32, in parent: Int) {
    let last = nodes[parent].lastChild
    // An array element, or a key that arrives in order, goes to the end at once.
    guard nodes[Int(index)].keyStart >= 0, last >= 0 else {
      link(index, after: last, in: parent)
      return
    }
    let order = compareKeys(Int(last), Int(index))
    guard order > 0 else {
      if order == 0 { markRepeat(of: last, in: parent) }
      link(index, after: last, in: parent)
      return
    }
    // Out of order in a large object: appended, and the object sorted once when written.
    if nodes[parent].unsorted || nodes[parent].count > Self.sortedInsertionLimit {
      nodes[parent].unsorted = true
      nodes[parent].keysMayRepeat = true
      link(index, after: last, in: parent)
      return
    }
    // Otherwise after every member whose key sorts before or equals this one: equal keys stay
    // in the order written, so the last of them is the one written out.
    var previous: Int32 = -1
    var previousIsEqual = false
    var child = nodes[parent].firstChild
    while child >= 0 {
      let order = compareKeys(Int(child), Int(index))
      guard order <= 0 else { break }
      previous = child
      previousIsEqual = order == 0
      child = nodes[Int(child)].next
    }
    if previousIsEqual { markRepeat(of: previous, in: parent) }
    link(index, after: previous, in: parent)
  }

  /// Marks a member as followed by one with the same key.
  func markRepeat(of member: Int32, in parent: Int) {
    nodes[Int(member)].keyRepeatsNext = true
    nodes[parent].keysMayRepeat = true
  }

  /// Links a node into a container's children after `previous` (-1: first).
  func link(_ index: Int32, after previous: Int32, in parent: Int) {
    if previous < 0 {
      nodes[Int(index)].next = nodes[parent].firstChild
      nodes[parent].firstChild = index
    } else {
      nodes[Int(index)].next = nodes[Int(previous)].next
      nodes[Int(previous)].next = index
    }
    if nodes[Int(index)].next < 0 { nodes[parent].lastChild = index }
  }

  /// An array element's index: arrays keep their elements in the order written.
  func position(of node: Int, in parent: Int) -> Int {
    var index = 0
    var child = nodes[parent].firstChild
    while child >= 0 && Int(child) != node {
      index += 1
      child = nodes[Int(child)].next
    }
    return index
  }

  /// Relinks a large object's members in key order, equal keys in the order written.
  func sortMembers(of node: Int) {
    let members = children(of: node).enumerated().sorted { lhs, rhs in
      let comparison = compareKeys(Int(lhs.element), Int(rhs.element))
      return comparison < 0 || (comparison == 0 && lhs.offset < rhs.offset)
    }.map(\.element)
    relink(node, members)
    for (member, next) in zip(members, members.dropFirst()) {
      nodes[Int(member)].keyRepeatsNext = compareKeys(Int(member), Int(next)) == 0
    }
    nodes[node].unsorted = false
    // The index relies on members arriving at the end; it is made again when next needed.
    dropIndex(of: node)
  }

  /// A container's children, in the order they are linked.
  func children(of node: Int) -> [Int32] {
    var children: [Int32] = []
    children.reserveCapacity(Int(nodes[node].count))
    var child = nodes[node].firstChild
    while child >= 0 {
      children.append(child)
      child = nodes[Int(child)].next
    }
    return children
  }

  /// Links a container's children in the given order, which holds each of them once.
  func relink(_ node: Int, _ children: [Int32]) {
    for (position, child) in children.enumerated() {
      nodes[Int(child)].next = position + 1 < children.count ? children[position + 1] : -1
      nodes[Int(child)].keyRepeatsNext = false
    }
    nodes[node].firstChild = children.first ?? -1
    nodes[node].lastChild = children.last ?? -1
  }
}
