/// A run of quick changes to one draft that undo takes back in one step (a burst of nudges in the
/// tuner): which history state the burst owns and what it last wrote there.
///
/// Opaque outside the store; ``StudioStore/updateDraft(of:parameters:at:continuing:)`` hands one out
/// and takes it back for the next change of the run.
public struct DraftBurst: Sendable, Equatable, Hashable {
    let preset: String
    /// The history position the burst writes over.
    let position: Int
    /// The record it wrote last (equal parameters make equal records, so it is compared as text).
    let record: String
}
