/// The site's style sheet, `Site/assets/workbook.css`: colours (light and
/// dark, both WCAG AA), layout (top bar, sidebar, a ~70ch column, a phone
/// layout), focus and skip link. Content styles are in `SiteTheme+Content`,
/// diagram styles in `SiteTheme+Diagrams`.
enum SiteTheme {
    static var css: String { colors + layout + content + diagrams + print }

    static let colors = """
    :root {
      color-scheme: light;
      --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --link: #0550ae; --link-visited: #6639ba;
      --border: #d0d7de; --panel: #f6f8fa; --code-bg: #f6f8fa; --tab-bg: #eaeef2; --zebra: #f6f8fa;
      --focus: #0969da; --accent: #0969da; --mark: #fff8c5;
      --exercise-bg: #fff8e6; --exercise-border: #bf8700; --starter-bg: #ddf4ff;
      --kw: #cf222e; --ty: #8250df; --st: #0a3069; --nu: #0550ae; --co: #57606a; --at: #953800; --pd: #953800;
    }
    @media (prefers-color-scheme: dark) {
      :root:not([data-theme="light"]) {
        color-scheme: dark;
        --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --link: #58a6ff; --link-visited: #bc8cff;
        --border: #30363d; --panel: #161b22; --code-bg: #161b22; --tab-bg: #21262d; --zebra: #161b22;
        --focus: #58a6ff; --accent: #58a6ff; --mark: #3b2e00;
        --exercise-bg: #231c08; --exercise-border: #d29922; --starter-bg: #0c2d6b;
        --kw: #ff7b72; --ty: #d2a8ff; --st: #a5d6ff; --nu: #79c0ff; --co: #9198a1; --at: #ffa657; --pd: #ffa657;
      }
    }
    :root[data-theme="dark"] {
      color-scheme: dark;
      --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --link: #58a6ff; --link-visited: #bc8cff;
      --border: #30363d; --panel: #161b22; --code-bg: #161b22; --tab-bg: #21262d; --zebra: #161b22;
      --focus: #58a6ff; --accent: #58a6ff; --mark: #3b2e00;
      --exercise-bg: #231c08; --exercise-border: #d29922; --starter-bg: #0c2d6b;
      --kw: #ff7b72; --ty: #d2a8ff; --st: #a5d6ff; --nu: #79c0ff; --co: #9198a1; --at: #ffa657; --pd: #ffa657;
    }

    """

    static let layout = """
    *, *::before, *::after { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-padding-top: 4.5rem; }
    body {
      margin: 0; background: var(--bg); color: var(--fg);
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
      font-size: 1.0625rem; line-height: 1.65;
    }
    a { color: var(--link); }
    a:hover { text-decoration: underline; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
    .wb-sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
    .wb-skip { position: absolute; left: .5rem; top: -3rem; z-index: 100; padding: .5rem 1rem; background: var(--bg); color: var(--link); border: 2px solid var(--focus); border-radius: 4px; }
    .wb-skip:focus { top: .5rem; }

    .wb-top {
      position: sticky; top: 0; z-index: 20; display: flex; align-items: center; gap: .75rem;
      height: 3.5rem; padding: 0 1rem; background: var(--bg); border-bottom: 1px solid var(--border);
    }
    .wb-book { font-weight: 600; color: var(--fg); text-decoration: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; flex: 0 1 auto; min-width: 0; }
    .wb-book:hover { text-decoration: underline; }
    .wb-top button, .wb-langs > summary {
      display: inline-flex; align-items: center; justify-content: center; gap: .35rem; min-width: 2.5rem; height: 2.5rem; padding: 0 .6rem;
      font: inherit; font-size: .95rem; color: var(--fg); background: var(--panel); border: 1px solid var(--border); border-radius: 6px; cursor: pointer;
    }
    .wb-menu { display: none !important; }
    .wb-menu-icon::before { content: "☰"; font-size: 1.15rem; }
    .wb-theme-icon::before { content: "◐"; font-size: 1.15rem; }
    .wb-theme { font: inherit; color: var(--fg); background: var(--panel); border: 1px solid var(--border); border-radius: 6px; min-width: 2.5rem; height: 2.5rem; cursor: pointer; }

    .wb-search { position: relative; margin-left: auto; flex: 0 1 20rem; min-width: 6rem; }
    html:not(.js) .wb-search, html:not(.js) .wb-theme { display: none; }
    .wb-search input {
      width: 100%; height: 2.5rem; padding: 0 .75rem; font: inherit; font-size: .95rem;
      color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px;
    }
    .wb-search input::placeholder { color: var(--muted); opacity: 1; }
    .wb-results {
      position: absolute; right: 0; top: calc(100% + .4rem); width: min(34rem, calc(100vw - 2rem)); max-height: 70vh; overflow: auto;
      background: var(--bg); border: 1px solid var(--border); border-radius: 8px; box-shadow: 0 8px 24px rgba(0,0,0,.18); padding: .35rem;
    }
    .wb-results a { display: block; padding: .5rem .65rem; border-radius: 6px; text-decoration: none; color: var(--fg); }
    .wb-results a:hover, .wb-results a:focus-visible, .wb-results a.wb-active { background: var(--panel); }
    .wb-r-title { display: block; font-weight: 600; color: var(--link); }
    .wb-r-excerpt { display: block; font-size: .875rem; color: var(--muted); line-height: 1.45; }
    .wb-results p { margin: .5rem .65rem; color: var(--muted); }

    .wb-langs { position: relative; }
    .wb-langs > summary { list-style: none; }
    .wb-langs > summary::-webkit-details-marker { display: none; }
    .wb-langs > summary::after { content: "▾"; font-size: .8em; }
    .wb-langs ul {
      position: absolute; right: 0; top: calc(100% + .4rem); z-index: 30; min-width: 10rem; margin: 0; padding: .35rem; list-style: none;
      background: var(--bg); border: 1px solid var(--border); border-radius: 8px; box-shadow: 0 8px 24px rgba(0,0,0,.18);
    }
    .wb-langs a { display: block; padding: .4rem .7rem; border-radius: 6px; color: var(--fg); text-decoration: none; }
    .wb-langs a:hover { background: var(--panel); }
    .wb-langs a[aria-current] { font-weight: 600; color: var(--link); }

    .wb-layout { display: flex; align-items: flex-start; }
    .wb-sidebar {
      position: sticky; top: 3.5rem; flex: 0 0 17.5rem; height: calc(100vh - 3.5rem); overflow-y: auto;
      padding: 1.25rem 1rem 2rem; background: var(--panel); border-right: 1px solid var(--border); font-size: .94rem; line-height: 1.45;
    }
    .wb-sidebar-title { margin: 0 0 .75rem; font-weight: 600; }
    .wb-sidebar-title a { color: var(--fg); text-decoration: none; }
    .wb-chapters { margin: 0; padding-left: 1.4rem; }
    .wb-chapters > li { margin: .45rem 0; }
    .wb-chapters a { color: var(--fg); text-decoration: none; }
    .wb-chapters a:hover { color: var(--link); text-decoration: underline; }
    .wb-current > a { font-weight: 600; color: var(--link); }
    .wb-sections { margin: .4rem 0 .6rem; padding-left: .75rem; list-style: none; border-left: 2px solid var(--border); }
    .wb-sections li { margin: .3rem 0; }
    .wb-sections a { color: var(--muted); }
    .wb-sections .wb-h3 { padding-left: .85rem; font-size: .9rem; }
    main { flex: 1 1 auto; min-width: 0; padding: 2rem 2.5rem 4rem; }
    main:focus { outline: none; }
    .wb-article { max-width: 72ch; margin: 0 auto; }
    .wb-pager { max-width: 72ch; margin: 3rem auto 0; display: flex; gap: 1rem; justify-content: space-between; border-top: 1px solid var(--border); padding-top: 1.25rem; }
    .wb-pager a { display: block; max-width: 48%; text-decoration: none; }
    .wb-pager a:hover .wb-pager-title { text-decoration: underline; }
    .wb-next { margin-left: auto; text-align: right; }
    .wb-pager-label { display: block; font-size: .85rem; color: var(--muted); }

    @media (max-width: 52rem) {
      .wb-top { padding: 0 .6rem; gap: .45rem; }
      .wb-menu { display: inline-flex !important; }
      html:not(.js) .wb-menu { display: none !important; }
      .wb-search { flex: 1 1 auto; position: static; }
      .wb-results { position: fixed; left: .5rem; right: .5rem; top: 3.5rem; width: auto; max-height: calc(100vh - 4.5rem); }
      .wb-book { display: none; }
      .wb-layout { display: block; }
      .js .wb-sidebar {
        position: fixed; top: 3.5rem; left: 0; bottom: 0; z-index: 15; width: min(20rem, 86vw); height: auto;
        transform: translateX(-105%); transition: transform .2s ease; box-shadow: 4px 0 16px rgba(0,0,0,.2); visibility: hidden;
      }
      .wb-nav-open .wb-sidebar { transform: none; visibility: visible; }
      html:not(.js) .wb-sidebar { position: static; height: auto; border-right: 0; border-bottom: 1px solid var(--border); }
      main { padding: 1.25rem 1rem 3rem; }
    }
    @media (prefers-reduced-motion: reduce) { .wb-sidebar { transition: none !important; } }

    .wb-choice-main { max-width: 40rem; margin: 0 auto; padding: 4rem 1.25rem; }
    .wb-choice-lead { color: var(--muted); }
    .wb-choice-list { list-style: none; padding: 0; display: grid; gap: .75rem; }
    .wb-choice-list a { display: block; padding: 1rem 1.25rem; border: 1px solid var(--border); border-radius: 10px; background: var(--panel); text-decoration: none; color: var(--fg); }
    .wb-choice-list a:hover { border-color: var(--accent); }
    .wb-choice-name { display: block; font-size: 1.25rem; font-weight: 600; color: var(--link); }
    .wb-choice-title { display: block; color: var(--muted); }

    """
}
