#!/usr/bin/env bash
# Builds pointfreeco/swift-custom-dump together with our UIKit and checks that the UIKit names it misses are
# exactly those in KNOWN_LIMITS (see its header). `make compat` runs this; so does `make test`.
#
# Passes: the build fails with exactly the listed names missing, or it succeeds with an empty list (and the
# probe, which dumps and diffs UIKit values, runs and checks its output). Fails on anything else.
set -uo pipefail
export LC_ALL=C
cd "$(dirname "$0")"

limits=KNOWN_LIMITS
checkout=.build/checkouts/swift-custom-dump
mkdir -p .build
log=.build/check-uikit.log

# Every build plans afresh: with a cached plan, `swift build --target` misses a source file added to our
# UIKit until the next build (seen with Swift 6.3.1), and this check must see the UIKit of this checkout.
build() { swift build --disable-build-manifest-caching "$@"; }

fail() {
    echo "CustomDump compatibility check FAILED: $1" >&2
    shift
    for line in "$@"; do echo "  $line" >&2; done
    echo "(build log: $PWD/$log)" >&2
    exit 1
}

# The non-empty arguments, one a line, sorted and unique (for comm).
lines() { printf '%s\n' "$@" | sed '/^$/d' | sort -u; }

# 1. Our UIKit first. CustomDump does not depend on UIKit, so in one `swift build` the two compile in either
#    order, and CustomDump's `#if canImport(UIKit)` would see our module or not by chance.
echo "CustomDump compatibility: building our UIKit..."
if ! build --target UIKit >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    fail "could not resolve this package or build our UIKit in it (see above)."
fi
bin="$(swift build --show-bin-path)"

# 2. CustomDump, its canImport(UIKit) files always recompiled: what canImport saw is not tracked as a
#    dependency, so a CustomDump built before a UIKit change would otherwise not be rebuilt.
mapfile -t uikitFiles < <(grep -rl --include='*.swift' 'canImport(UIKit)' "$checkout/Sources")
((${#uikitFiles[@]} > 0)) || fail "found no \`canImport(UIKit)\` source in $checkout: is it still 1.7.3?"
touch "${uikitFiles[@]}"
echo "CustomDump compatibility: building swift-custom-dump with our UIKit visible..."
log=.build/check-customdump.log
build --target CustomDump >"$log" 2>&1
built=$?

# Sort the errors (each compile job repeats them): a missing name, or anything else.
declare -A location=()  # missing name -> where CustomDump uses it first
unexpected=()
while IFS= read -r line; do
    # SwiftPM's summary of a failed compiler job; the compiler's own errors are above it.
    [[ $line =~ ^error:\ (emit-module|compile)\ command\ failed\ with\ exit\ code\ [0-9]+ ]] && continue
    name=""
    if [[ $line =~ ^(/[^:]+):([0-9]+):[0-9]+:\ error:\ (.*)$ ]]; then
        at="${BASH_REMATCH[1]##*/.build/checkouts/}:${BASH_REMATCH[2]}"
        message="${BASH_REMATCH[3]}"
        if [[ $message =~ ^cannot\ find\ (type\ )?\'([A-Za-z_][A-Za-z0-9_.]*)\'\ in\ scope$ ]]; then
            name="${BASH_REMATCH[2]}"                        # cannot find type 'UIControl' in scope
        elif [[ $message =~ ^\'([A-Za-z_][A-Za-z0-9_]*)\'\ is\ not\ a\ member\ type\ of\ [a-z\ ]+\'(UIKit\.)?([A-Za-z_][A-Za-z0-9_.]*)\'$ ]]; then
            name="${BASH_REMATCH[3]}.${BASH_REMATCH[1]}"    # 'State' is not a member type of class 'UIKit.UIControl'
        elif [[ $message =~ ^(type|value\ of\ type)\ \'(UIKit\.)?([A-Za-z_][A-Za-z0-9_.]*)\'\ has\ no\ member\ \'([A-Za-z_][A-Za-z0-9_]*)\'$ ]]; then
            name="${BASH_REMATCH[3]}.${BASH_REMATCH[4]}"    # type 'UIControl.State' has no member 'focused'
        fi
    fi
    if [[ -n $name ]]; then
        [[ -v location[$name] ]] || location[$name]="$at"
    else
        unexpected+=("$line")
    fi
done < <(grep -E '^([^ |].*: )?(fatal )?error: ' "$log" | sort -u -t: -k1,1 -k2,2n -k3,3n)

if ((${#unexpected[@]} > 0)); then
    fail "errors other than missing UIKit names (an ambiguity or conflict our UIKit causes, or a broken build):" \
        "${unexpected[@]}"
fi
if ((built != 0 && ${#location[@]} == 0)); then
    tail -n 40 "$log" >&2
    fail "swift-custom-dump did not build, but the compiler reported no missing name (see above)."
fi

mapfile -t missing < <(lines "${!location[@]}")
mapfile -t listed < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' "$limits" | sed '/^$/d' | sort -u)
problems=()
while IFS= read -r name; do
    problems+=("missing but not listed: $name (used at ${location[$name]}): provide it, or list it with the issue that will")
done < <(comm -23 <(lines "${missing[@]}") <(lines "${listed[@]}"))
while IFS= read -r name; do
    problems+=("listed but no longer missing: $name: remove it from $limits")
done < <(comm -13 <(lines "${missing[@]}") <(lines "${listed[@]}"))
if ((${#problems[@]} > 0)); then
    fail "the UIKit names swift-custom-dump misses differ from $PWD/$limits:" "${problems[@]}"
fi

if ((built != 0)); then
    echo "CustomDump compatibility: OK, swift-custom-dump misses exactly the ${#missing[@]} UIKit names in KNOWN_LIMITS:" \
        "${missing[*]}"
    exit 0
fi

# 3. It built, with nothing listed. Make sure it built against our UIKit (else nothing was checked), then
#    build and run the probe, which links both and checks a dump and a diff of UIKit values.
if ! grep -q '/Modules/UIKit\.swiftmodule' "$bin/CustomDump.build/UIKit.d" 2>/dev/null; then
    fail "swift-custom-dump built, but without seeing our UIKit (its canImport(UIKit) was false): nothing was checked."
fi
echo "CustomDump compatibility: swift-custom-dump builds with our UIKit; building and running the probe..."
log=.build/check-probe.log
if ! build --product customdump-probe >"$log" 2>&1; then
    grep -E '^([^ |].*: )?(fatal )?error: ' "$log" | sort -u >&2
    fail "the probe that uses CustomDump with our UIKit does not build (errors above)."
fi
"$bin/customdump-probe" || fail "the probe that dumps and diffs UIKit values failed (output above)."
echo "CustomDump compatibility: OK, swift-custom-dump builds, links and runs with our UIKit; nothing is listed."
