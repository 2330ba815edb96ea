import CMark

/// A language's no-break spaces (`ProseTypography`) put into cmark's tree:
/// only the text nodes and soft breaks of paragraphs and headings change.
/// Inline code, raw HTML, link and image URLs, an image's alt text and
/// code blocks are never touched: they are no text nodes of a paragraph,
/// or (alt text) the walk skips them.
extension MarkdownWalker {
    /// Edits the prose under `root` as `typography` says. Call it after
    /// reading the text that search, ids and titles use, before rendering.
    static func applyTypography(_ typography: ProseTypography, under root: OpaquePointer) {
        guard typography.rules != .none else { return }
        var blocks: [OpaquePointer] = []
        walk(root) { event, node in
            guard event == CMARK_EVENT_ENTER else { return }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING { blocks.append(node) }
        }
        for block in blocks { applyTypography(typography, inBlock: block) }
    }

    // MARK: - Private

    /// A node of a paragraph that the rules may change.
    private enum Editable {
        case text(OpaquePointer)
        case softBreak(OpaquePointer)
    }

    /// One paragraph or heading: its inline text read as one string (so a
    /// rule sees `v` in `*v* Xcode` or at the end of a line), the spaces the
    /// rules name replaced where they belong to a text node or a soft break.
    private static func applyTypography(_ typography: ProseTypography, inBlock block: OpaquePointer) {
        var scalars: [Unicode.Scalar] = []
        /// For each scalar: the editable node it comes from and its offset there (-1: not editable).
        var owners: [(node: Int, offset: Int)] = []
        var nodes: [Editable] = []
        var imageDepth = 0
        walk(block) { event, node in
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_IMAGE {
                // The alt text becomes an attribute: the image stands in as one opaque character.
                if event == CMARK_EVENT_ENTER {
                    if imageDepth == 0 {
                        scalars.append(ProseTypography.opaque)
                        owners.append((-1, 0))
                    }
                    imageDepth += 1
                } else {
                    imageDepth -= 1
                }
                return
            }
            guard event == CMARK_EVENT_ENTER, imageDepth == 0 else { return }
            switch type {
            case CMARK_NODE_TEXT:
                nodes.append(.text(node))
                for (offset, scalar) in literal(node).unicodeScalars.enumerated() {
                    scalars.append(scalar)
                    owners.append((nodes.count - 1, offset))
                }
            case CMARK_NODE_SOFTBREAK:
                nodes.append(.softBreak(node))
                scalars.append("\n")
                owners.append((nodes.count - 1, 0))
            case CMARK_NODE_LINEBREAK:
                scalars.append("\n")
                owners.append((-1, 0))
            case CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_CUSTOM_INLINE:
                scalars.append(ProseTypography.opaque)
                owners.append((-1, 0))
            default:
                break
            }
        }
        var offsetsByNode: [Int: [Int]] = [:]
        for index in typography.noBreakIndices(in: scalars) where owners[index].node >= 0 {
            offsetsByNode[owners[index].node, default: []].append(owners[index].offset)
        }
        for (index, offsets) in offsetsByNode {
            switch nodes[index] {
            case .text(let node):
                var text = Array(literal(node).unicodeScalars)
                for offset in offsets { text[offset] = ProseTypography.noBreakSpace }
                cmark_node_set_literal(node, String(String.UnicodeScalarView(text)))
            case .softBreak(let node):
                // The line end becomes a no-break space: a text node in its place.
                guard let space = cmark_node_new(CMARK_NODE_TEXT) else { continue }
                cmark_node_set_literal(space, String(ProseTypography.noBreakSpace))
                guard cmark_node_insert_before(node, space) == 1 else {
                    cmark_node_free(space)
                    continue
                }
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
    }
}
