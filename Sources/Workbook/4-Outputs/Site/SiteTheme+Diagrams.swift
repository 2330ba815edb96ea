extension SiteTheme {
    /// The diagrams: a figure that may use the whole width of the main
    /// column on a wide screen and scrolls sideways on a narrow one (the SVG
    /// keeps its size, so its text never shrinks below legible), and the
    /// colours of every part of the drawing, taken from the theme's
    /// variables, so light and dark themes both apply.
    static let diagrams = """
    .wb-diagram { margin: 1.75rem 0; margin-inline: min(0px, calc((72ch - 100vw + 23.5rem) / 2)); }
    .wb-diagram-scroll { overflow-x: auto; overscroll-behavior-x: contain; padding: .25rem 0; border-radius: 8px; }
    /* A shadow at an edge that has more drawing behind it (it scrolls away with the content). */
    .wb-diagram-scroll {
      background:
        linear-gradient(to right, var(--bg) 40%, transparent) left / 2.5rem 100% no-repeat local,
        linear-gradient(to left, var(--bg) 40%, transparent) right / 2.5rem 100% no-repeat local,
        radial-gradient(farthest-side at 0 50%, color-mix(in srgb, var(--fg) 22%, transparent), transparent) left / .8rem 100% no-repeat scroll,
        radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--fg) 22%, transparent), transparent) right / .8rem 100% no-repeat scroll;
    }
    .wb-diagram svg { display: block; margin: 0 auto; max-width: none; height: auto; }
    .wb-diagram figcaption { max-width: 72ch; margin: .55rem auto 0; font-size: .92rem; line-height: 1.5; color: var(--muted); text-align: center; }
    .wb-diagram-title { font-weight: 600; color: var(--fg); }
    .wb-diagram-words { margin-top: .2rem; }
    .wb-diagram-words > summary { cursor: pointer; }
    .wb-diagram-words > p { margin: .4rem 0 0; text-align: left; }
    .wb-dg { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 12px; }
    .wb-dg text { fill: var(--fg); }
    .wb-dg .wb-dg-name { font-weight: 600; }
    .wb-dg-components .wb-dg-name { font-size: 12.5px; }
    .wb-dg .wb-dg-role, .wb-dg .wb-dg-legend, .wb-dg .wb-dg-note, .wb-dg .wb-dg-layer, .wb-dg .wb-dg-badge-text {
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
    }
    .wb-dg .wb-dg-role { font-size: 12px; fill: var(--muted); }
    .wb-dg .wb-dg-legend, .wb-dg .wb-dg-note { font-size: 12.5px; fill: var(--muted); }
    .wb-dg-box { fill: var(--panel); stroke: var(--fg); stroke-width: 1.25; }
    .wb-dg-lifeline { stroke: var(--muted); stroke-opacity: .6; stroke-width: 1.25; stroke-dasharray: 4 4; }
    .wb-dg-arrow, .wb-dg-ref { stroke: var(--fg); stroke-width: 1.5; fill: none; }
    .wb-dg-answer { stroke: var(--muted); stroke-dasharray: 6 4; }
    .wb-dg-head { fill: var(--fg); }
    .wb-dg-head-open { fill: none; stroke: var(--muted); stroke-width: 1.5; }
    .wb-dg-badge { fill: var(--accent); }
    .wb-dg .wb-dg-badge-text { fill: var(--bg); font-size: 10.5px; font-weight: 700; }
    .wb-dg .wb-dg-muted { fill: var(--muted); }
    .wb-dg .wb-dg-value { fill: var(--st); }
    .wb-dg .wb-dg-error { fill: var(--kw); }
    .wb-dg-weak { stroke: var(--accent); stroke-dasharray: 6 4; }
    .wb-dg-weak-head { fill: var(--accent); }
    .wb-dg .wb-dg-ref-label { paint-order: stroke; stroke: var(--bg); stroke-width: 4px; stroke-linejoin: round; }
    .wb-dg-label-bg { fill: var(--bg); }
    .wb-dg .wb-dg-ref-label { font-size: 11.5px; }
    .wb-dg .wb-dg-weak-label { fill: var(--accent); }
    .wb-dg-ring { fill: var(--panel); stroke: color-mix(in srgb, var(--accent) 45%, var(--bg)); stroke-width: 1.25; }
    .wb-dg-ring-0 { fill: color-mix(in srgb, var(--accent) 4%, var(--bg)); }
    .wb-dg-ring-1 { fill: color-mix(in srgb, var(--accent) 9%, var(--bg)); }
    .wb-dg-ring-2 { fill: color-mix(in srgb, var(--accent) 14%, var(--bg)); }
    .wb-dg-ring-3 { fill: color-mix(in srgb, var(--accent) 20%, var(--bg)); }
    .wb-dg-ring-4 { fill: color-mix(in srgb, var(--accent) 26%, var(--bg)); }
    .wb-dg .wb-dg-layer { font-size: 14px; font-weight: 600; }
    .wb-dg .wb-dg-code { fill: var(--muted); }
    @media print {
      .wb-diagram { margin-inline: 0; break-inside: avoid; }
      .wb-diagram-scroll { overflow: visible; }
      .wb-diagram svg { max-width: 100%; }
    }

    """
}
