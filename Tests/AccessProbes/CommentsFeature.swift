// What code outside CommentsFeature may name: the whole contract is public, for the app and both designs.
import CommentsFeature

@MainActor
func probe() {
    _ = ArticleComment.self
    _ = CommentsError.self
    _ = (any CommentsService).self
    _ = CommentRow.self
    _ = CommentsState.self
    _ = CommentsText.self
    _ = (any CommentsActions).self
    _ = (any CommentsView).self
    _ = (any CommentsOutput).self
    _ = (any CommentsBuilder).self
}
