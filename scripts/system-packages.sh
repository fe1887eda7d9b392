#!/usr/bin/env bash
# The Debian/Ubuntu packages some test steps run (never a downloaded binary):
#   chromium    Debian's chromium and a CJK font, for the browser journeys and Lighthouse
#   postgresql  Debian's PostgreSQL server, for the multi-instance test and bench:instances
#   nginx       the load balancer in front of several instances
# `bash scripts/system-packages.sh [feature...]` installs what is missing (all features by default) with apt-get,
# as root or through passwordless sudo; otherwise it stops at once and prints the one command that does it.
# `--check` only lists what is missing (exit 3 when something is). `npm test` and `.ci/run` both call it.
set -euo pipefail

check=0
features=()
for arg in "$@"; do
  case "$arg" in
    --check) check=1 ;;
    chromium | postgresql | nginx) features+=("$arg") ;;
    *) echo "system-packages: unknown feature '$arg' (chromium, postgresql, nginx)" >&2; exit 64 ;;
  esac
done
[ ${#features[@]} -eq 0 ] && features=(chromium postgresql nginx)

missing_packages=()
for feature in "${features[@]}"; do
  case "$feature" in
    chromium)
      if [ -n "${E2E_CHROMIUM:-}" ]; then :; # a chromium of the user's choice (e2e/support/browser.ts)
      else
        command -v chromium >/dev/null 2>&1 || missing_packages+=(chromium)
        fc-list 2>/dev/null | grep -qi "wqy\|noto.*cjk" || missing_packages+=(fonts-wqy-microhei)
      fi ;;
    postgresql) ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing_packages+=(postgresql) ;;
    nginx) [ -x /usr/sbin/nginx ] || [ -x /usr/bin/nginx ] || missing_packages+=(nginx) ;;
  esac
done

[ ${#missing_packages[@]} -eq 0 ] && exit 0
if [ "$check" -eq 1 ]; then
  echo "${missing_packages[*]}"
  exit 3
fi

command_line="sudo bash scripts/system-packages.sh ${features[*]}"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "!! Missing: ${missing_packages[*]}. This machine has no apt-get: install them with its package manager" >&2
  echo "!! (or set E2E_CHROMIUM to a chromium binary), then run the tests again." >&2
  exit 2
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then SUDO="sudo"; else
    echo "!! Missing: ${missing_packages[*]}. Install them once with:" >&2
    echo "!!   $command_line" >&2
    exit 2
  fi
fi
echo "Installing Debian packages the tests need: ${missing_packages[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${missing_packages[@]}" >/dev/null
