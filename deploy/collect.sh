#!/bin/sh
# Copies what one image needs out of the built monorepo into OUT, keeping the
# repo layout: workspace packages (@liggeey/*) resolve through node_modules
# symlinks to apps/* and libs/*, so the paths must stay where they were built.
# node_modules itself is copied by deploy/Dockerfile (pruned for runtime images,
# full for the migrate image). Run from the repo root.
#
#   deploy/collect.sh runtime <app> <out>   package.json, apps/<app>/{package.json,dist,prisma/migrations},
#                                           libs/*/{package.json,dist}
#   deploy/collect.sh migrate <out>         package.json, tools/, apps/*/{package.json,prisma/,
#                                           prisma.config.ts}, libs/*/{package.json,dist}
#
# Nested node_modules (npm puts a workspace's dependency there when its version
# can't be hoisted) are copied along with their package.
set -eu

die() {
  echo "deploy/collect.sh: $*" >&2
  exit 1
}

# Copy a path (file or directory) under $out at the same relative place, if it exists.
opt() {
  if [ -e "$1" ]; then cp -a --parents "$1" "$out/"; fi
}

libs() {
  for dir in libs/*/; do
    [ -d "$dir" ] || continue
    lib=${dir%/}
    for entry in package.json dist node_modules; do opt "$lib/$entry"; done
  done
}

mode=${1:-}
case "$mode" in
  runtime)
    [ $# -eq 3 ] || die "usage: collect.sh runtime <app> <out>"
    app=$2 out=$3
    if [ ! -f "apps/$app/dist/main.js" ]; then
      die "apps/$app/dist/main.js not found after the build. Pass --build-arg APP=<app>, one of: $(ls apps | tr '\n' ' ')"
    fi
    mkdir -p "$out"
    cp -a --parents package.json "apps/$app/package.json" "apps/$app/dist" "$out/"
    # Readiness compares the schema with the newest of these (service-kit's probes).
    opt "apps/$app/prisma/migrations"
    opt "apps/$app/node_modules"
    libs
    ;;
  migrate)
    [ $# -eq 2 ] || die "usage: collect.sh migrate <out>"
    out=$2
    [ -f tools/prisma-engine/bin/migrate-all.mjs ] || die "tools/prisma-engine/bin/migrate-all.mjs not found"
    mkdir -p "$out"
    cp -a --parents package.json tools "$out/"
    for dir in apps/*/; do
      [ -d "$dir" ] || continue
      app=${dir%/}
      for entry in package.json prisma prisma.config.ts node_modules; do opt "$app/$entry"; done
    done
    libs
    ;;
  *)
    die "usage: collect.sh runtime <app> <out> | collect.sh migrate <out>"
    ;;
esac
