/// Heading ids that are the same in every translation of a chapter, so the
/// language switcher keeps the reader's place, `#fragment` included.
///
/// The k-th heading of a chapter gets, in every language, the slug of the
/// k-th heading of the source-language file; a repeated slug gets `-2`,
/// `-3`, …. A translation with more headings than the source (which `check`
/// reports) falls back to slugs of its own text for the extra ones.
struct HeadingIDs: Sendable {
    /// The ids, by heading position.
    private(set) var ids: [String] = []
    private var used: [String: Int] = [:]

    /// The id of each heading of a translation whose heading texts are
    /// `texts`, in a chapter whose source-language file's are `sourceTexts`.
    /// The book's model holds the result (`Translation.headingIDs`); the
    /// site, the search index and the translation status read it there.
    static func ids(for texts: [String], sourceTexts: [String]) -> [String] {
        HeadingIDs(sourceTexts: sourceTexts).ids(for: texts)
    }

    /// The id of each heading of a translation whose heading texts are
    /// `texts`, from these source-language ids (a copy: one chapter's
    /// translations share the source's slugs, made once).
    func ids(for texts: [String]) -> [String] {
        var ids = self
        return texts.indices.map { ids.id(at: $0, text: texts[$0]) }
    }

    /// Ids for headings whose texts are `sourceTexts`, in order.
    init(sourceTexts: [String]) {
        for text in sourceTexts { ids.append(unique(Self.slug(text))) }
    }

    /// The id of heading `index` of a translation whose own text is `text`.
    mutating func id(at index: Int, text: String) -> String {
        if index < ids.count { return ids[index] }
        let id = unique(Self.slug(text))
        ids.append(id)
        return id
    }

    private mutating func unique(_ slug: String) -> String {
        let count = (used[slug] ?? 0) + 1
        used[slug] = count
        return count == 1 ? slug : "\(slug)-\(count)"
    }

    /// `The VIP cycle, step 2!` → `the-vip-cycle-step-2`. Letters and digits
    /// (of any script) are kept, lowercased; every run of anything else
    /// becomes one dash. Never empty, and never one of the page's own ids
    /// (which start with `wb-`).
    static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType == .decimal {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else if properties.generalCategory != .nonspacingMark {
                pendingDash = true
            }
        }
        if result.isEmpty { return "section" }
        if result.hasPrefix("wb-") { return "s-" + result }
        return result
    }
}

extension Book {
    /// Gives every translation its heading ids, from its chapter's
    /// source-language headings (its own, where the source is missing).
    mutating func assignHeadingIDs() {
        let source = manifest.sourceLanguage
        for index in chapters.indices {
            let sourceIDs = HeadingIDs(sourceTexts: chapters[index].translations[source]?.document.headingTexts ?? [])
            for language in chapters[index].translations.keys {
                let texts = chapters[index].translations[language]!.document.headingTexts
                chapters[index].translations[language]!.headingIDs = sourceIDs.ids(for: texts)
            }
        }
    }
}
