#!/usr/bin/env bash
# What the coding judge's local sandbox needs (Debian/Ubuntu, as root), installed when missing:
# bubblewrap, g++ (which also compiles the sandbox's supervisor), a JDK, python3, and
# /usr/bin/node (the sandbox runs JavaScript with /usr/bin/node; images that keep node in
# /usr/local/bin get a link). CI runs it from .ci/run; the Dockerfile's worker stage runs it too.
set -euo pipefail
need=()
command -v bwrap >/dev/null 2>&1 || need+=(bubblewrap)
[ -x /usr/bin/g++ ] || need+=(g++)
[ -x /usr/bin/javac ] || need+=(default-jdk-headless)
[ -x /usr/bin/python3 ] || need+=(python3)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing the judge's toolchains: ${need[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  rm -rf /var/lib/apt/lists/*
fi
if [ ! -e /usr/bin/node ]; then ln -s "$(command -v node)" /usr/bin/node; fi
