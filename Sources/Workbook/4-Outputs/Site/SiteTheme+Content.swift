extension SiteTheme {
    /// The chapter's own content: headings, code, highlighting, tables,
    /// exercises.
    static let content = """
    .wb-article h1, .wb-article h2, .wb-article h3, .wb-article h4 { line-height: 1.25; margin: 2.2rem 0 .8rem; }
    .wb-article h1 { font-size: 2.1rem; margin-top: .5rem; letter-spacing: -.01em; }
    .wb-article h2 { font-size: 1.55rem; padding-bottom: .3rem; border-bottom: 1px solid var(--border); }
    .wb-article h3 { font-size: 1.2rem; }
    .wb-anchor { margin-left: .4rem; color: var(--muted); text-decoration: none; opacity: 0; font-weight: 400; }
    h1:hover .wb-anchor, h2:hover .wb-anchor, h3:hover .wb-anchor, h4:hover .wb-anchor { opacity: 1; }
    .wb-article p, .wb-article ul, .wb-article ol { margin: 0 0 1rem; }
    .wb-article li + li { margin-top: .25rem; }
    .wb-article blockquote { margin: 0 0 1rem; padding: .1rem 1rem; border-left: 4px solid var(--border); color: var(--muted); }
    .wb-article img { max-width: 100%; height: auto; }
    .wb-article hr { border: 0; border-top: 1px solid var(--border); margin: 2rem 0; }
    code, pre { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: .875em; }
    :not(pre) > code { padding: .1em .35em; background: var(--code-bg); border: 1px solid var(--border); border-radius: 4px; overflow-wrap: anywhere; }
    .wb-code { margin: 0 0 1.25rem; }
    .wb-code pre, .wb-article > pre {
      margin: 0; padding: .9rem 1rem; overflow-x: auto; line-height: 1.5; tab-size: 4;
      background: var(--code-bg); border: 1px solid var(--border); border-radius: 8px;
    }
    .wb-code-file {
      display: inline-block; max-width: 100%; padding: .25rem .75rem; font-size: .82rem; color: var(--muted);
      background: var(--tab-bg); border: 1px solid var(--border); border-bottom: 0; border-radius: 8px 8px 0 0; overflow-wrap: anywhere;
      font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
    }
    .wb-code-file + pre { border-top-left-radius: 0; }
    .wb-code-file a { color: var(--link); }
    .kw { color: var(--kw); }
    .ty { color: var(--ty); }
    .st { color: var(--st); }
    .ip { color: var(--kw); }
    .nu { color: var(--nu); }
    .co { color: var(--co); font-style: italic; }
    .at { color: var(--at); }
    .pd { color: var(--pd); }
    .wb-starter { background: var(--starter-bg); border-radius: 3px; }
    details.wb-solution, details.wb-hint { margin: .6rem 0 1.25rem; border: 1px solid var(--border); border-radius: 8px; background: var(--bg); }
    details.wb-solution > summary, details.wb-hint > summary { padding: .5rem .9rem; cursor: pointer; font-weight: 600; }
    details.wb-solution[open] > summary, details.wb-hint[open] > summary { border-bottom: 1px solid var(--border); }
    details.wb-solution pre { border: 0; border-radius: 0 0 8px 8px; }
    details.wb-hint > :not(summary) { margin: .75rem 1rem; }
    .wb-id { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 400; font-size: .85em; color: var(--muted); }
    .wb-exercise { margin: 1.5rem 0 .75rem; padding: .9rem 1.1rem .2rem; background: var(--exercise-bg); border: 1px solid var(--exercise-border); border-left-width: 5px; border-radius: 8px; }
    .wb-exercise-title { font-weight: 700; margin: 0 0 .5rem; }
    .wb-exercise-title::before { content: "✎ "; }
    .wb-table { margin: 0 0 1.25rem; overflow-x: auto; }
    .wb-table table { border-collapse: collapse; min-width: 50%; font-size: .95rem; }
    .wb-table th, .wb-table td { padding: .45rem .75rem; border: 1px solid var(--border); vertical-align: top; text-align: left; }
    .wb-table th { background: var(--tab-bg); font-weight: 600; }
    .wb-table tbody tr:nth-child(even) { background: var(--zebra); }
    .wb-table .wb-center { text-align: center; }
    .wb-table .wb-right { text-align: right; }
    .wb-toc > li { margin: .6rem 0; }
    .wb-toc-chapter { font-weight: 600; }
    .wb-toc ul { margin: .3rem 0 .5rem; padding-left: 1.1rem; font-size: .95rem; }
    .wb-file-title code { font-size: .75em; overflow-wrap: anywhere; }

    """

    /// Paper: no chrome, black on white, every fold open, links spelled out.
    static let print = """
    @media print {
      :root, :root[data-theme="dark"] {
        color-scheme: light; --bg: #fff; --fg: #000; --muted: #333; --link: #000; --border: #999; --panel: #fff; --code-bg: #f6f6f6; --tab-bg: #eee; --zebra: #f6f6f6;
        --exercise-bg: #fff; --starter-bg: #eee; --kw: #000; --ty: #000; --st: #000; --nu: #000; --co: #444; --at: #000; --pd: #000;
      }
      .wb-top, .wb-sidebar, .wb-pager, .wb-skip, .wb-anchor, .wb-theme { display: none !important; }
      .wb-layout { display: block; }
      main { padding: 0; }
      .wb-article { max-width: none; }
      body { font-size: 11pt; }
      .kw, .ty, .at, .pd { font-weight: 600; }
      pre { white-space: pre-wrap; overflow: visible; break-inside: avoid; }
      h1, h2, h3 { break-after: avoid; }
      .wb-article a[href^="http"]::after { content: " (" attr(href) ")"; font-size: .85em; }
    }

    """
}
