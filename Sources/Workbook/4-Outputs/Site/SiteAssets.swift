/// The site's front end, kept as real files in `Sources/Workbook/Resources/`
/// and embedded in the tool when it is compiled (SwiftPM `.embedInCode`), so
/// the tool needs no bundle at run time and the site is the same on every
/// machine:
///
/// - `workbook.css`: colours (light and dark, both WCAG AA), layout, content,
///   diagrams and print;
/// - `theme.js`: runs in `<head>`, so the chosen theme applies before the
///   first paint;
/// - `workbook.js`: the menu, the theme control, the language switcher, the
///   page keys and printing;
/// - `search.js`: the offline search;
/// - `stemmer.js`: the search keys of query words, identical to
///   `SearchStemmer` (loaded with the index, on first use of the search).
///
/// The site reads fine without any script.
enum SiteAssets {
    /// `Site/assets/workbook.css`.
    static var css: String { text(PackageResources.workbook_css) }
    /// `Site/assets/theme.js`.
    static var themeScript: String { text(PackageResources.theme_js) }
    /// `Site/assets/workbook.js`: the page script, then the search.
    static var script: String { text(PackageResources.workbook_js) + searchScript }
    /// `Site/assets/stemmer.js`.
    static var stemmerScript: String { text(PackageResources.stemmer_js) }
    /// The search part of `workbook.js`.
    static var searchScript: String { text(PackageResources.search_js) }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
