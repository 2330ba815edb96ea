/// Swift sources for the lexer's and highlighter's whole-file tests: real
/// chapter code in three languages, every string form, and broken input.
enum SwiftSamples {
    static let all: [String] = [viewController, entities, strings, concurrency, broken, crlf]

    /// Chapter 1 (ru): a massive view controller with Cyrillic comments.
    static let viewController = #"""
        import UIKit

        final class UserViewController: UIViewController {
            @IBOutlet private var nameLabel: UILabel!
            private let userID = 42

            override func viewDidLoad() {
                super.viewDidLoad()
                // Сеть: URL, запрос и работа с потоками живут прямо здесь.
                let url = URL(string: "https://api.example.com/users/\(userID)")!
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    guard let data,
                          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                          let name = json["name"] as? String
                    else { return } // Ошибки молча теряются.
                    DispatchQueue.main.async { self.nameLabel.text = name }
                }.resume()
            }
        }

        """#

    /// Chapter 1 (cs): entities and a business rule, Czech comments.
    static let entities = #"""
        import Foundation // a nic jiného

        /// Entita: obyčejná hodnota, kterou smí používat každá vrstva.
        struct Article: Sendable, Equatable {
            let id: Int
            var isRead: Bool
        }

        /* Business pravidlo: články starší než týden /* vnořený */ jsou přečtené. */
        func markingOldArticlesAsRead(_ articles: [Article], now: Date, calendar: Calendar) -> [Article] {
            guard let weekAgo = calendar.date(byAdding: .day, value: -7, to: now) else { return articles }
            return articles.map { article in
                var article = article
                if article.publicationDate < weekAgo { article.isRead = true }
                return article
            }
        }
        """#

    /// Every kind of string literal.
    static let strings = ###"""
        let plain = "tab\t quote\" unicode\u{1F600} \(name.uppercased())!"
        let nested = "a \(f("b \(c + (d * 2))")) e"
        let raw = #"a "quoted" \(not) \#(yes)"#
        let raw2 = ##"a "# b \#(no) \##(yes)"##
        let multi = """
            She said "hi" and "" then \"""
            continues \
            here: \(items.map { "\($0)" }.joined(separator: ", "))
            """
        let rawMulti = #"""
            """ is not the end, \(neither) is this; \#(this) is code
            """#
        let empty = "" + ""
        let emoji = "Čeština, русский, 🙂"
        """###

    /// Attributes, pound directives, numbers, operators.
    static let concurrency = #"""
        @testable import Workbook
        #if canImport(UIKit)
        import UIKit
        #endif

        @MainActor @Suite struct UserInteractorTests {
            @Test func fetchesUser() async throws {
                let values = [0x1F, 1_000, 0b1010, 0o17, -42]
                let ratio = 3.14e-2 + 0x1.8p3 + 1e10
                let pair = ((1, 2), 3).0.1
                let range = 1...5, open = 0..<values.count
                let name = user?.name ?? "—"
                #expect(values.count == 5 && ratio > 0)
                #expect(await sut.result != nil, "at \(#file):\(#line)")
                let closure: @Sendable (Int) async throws -> Int = { $0 &+ 1 }
                let `default` = values.first!
                nonisolated(unsafe) var state = consume pair
            }
        }
        """#

    /// Input that does not close: it must lex without trapping or hanging.
    static let broken = #"""
        let a = "unterminated
        let b = "inside \(interpolation
        let c = `backtick
        let d = 'x' + @ + #
        /* comment /* nested */ never closed
        let e = """
        """#

    /// Windows and old Mac line breaks.
    static let crlf = "let a = 1\r\nlet b = \"x\"\r\n/* c\r\nd */\rlet e = \"\"\"\r\n  f\r\n  \"\"\"\r\n"
}
