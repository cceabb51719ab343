#!/bin/sh
# Starts nginx serving Kinetic's build with deploy/nginx.conf.template (see README, "Deploy").
#   KINETIC_API_TARGET       the product API behind /api          (required, e.g. https://api.example.com)
#   KINETIC_IDENTITY_TARGET  the identity service behind /identity (required)
#   KINETIC_TOKEN_TARGET     the token service behind /securetoken (required)
#   KINETIC_AUTH_TARGET      the auth client behind /api/auth      (required)
#   PORT                     where nginx listens                   (8080)
#   KINETIC_DIST             the build to serve                    (dist/ beside this folder)
#   KINETIC_NGINX_RUN        where the filled-in configuration, pid and temporary files go
#                            (/tmp/kinetic-nginx-$PORT)
#   KINETIC_NGINX_USER       the user nginx's workers run as when started as root (nginx's default)
#   KINETIC_RESOLVER         the DNS servers that resolve the targets' names while nginx runs
#                            (the nameservers of /etc/resolv.conf)
#   KINETIC_ASSETS_KEPT      where each release's hashed files are kept for the pages still open on
#                            it; keep it across releases ($KINETIC_NGINX_RUN/kept)
#   KINETIC_ASSETS_KEEP_DAYS how long a release's files are kept there (30)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
export PORT="${PORT:-8080}"
export KINETIC_DIST="$(cd "${KINETIC_DIST:-$here/../dist}" && pwd)"
export KINETIC_NGINX_RUN="${KINETIC_NGINX_RUN:-/tmp/kinetic-nginx-$PORT}"

export KINETIC_ASSETS_KEPT="${KINETIC_ASSETS_KEPT:-$KINETIC_NGINX_RUN/kept}"

# Each target as its origin (looked up while nginx runs) and its own path (in place of the prefix).
for service in API IDENTITY TOKEN AUTH; do
  name="KINETIC_${service}_TARGET"
  eval "value=\${$name:-}"
  origin=$(printf '%s' "$value" | sed -nE 's|^(https?://[^/?#]+).*|\1|p')
  if [ -z "$origin" ]; then
    echo "$name is not set to a URL (http:// or https://): give the URL of the service nginx proxies to." >&2
    exit 2
  fi
  path=${value#"$origin"}
  export "KINETIC_${service}_ORIGIN=$origin" "KINETIC_${service}_PATH=${path%/}"
done

# nginx's resolver takes IPv6 addresses in brackets.
if [ -z "${KINETIC_RESOLVER:-}" ]; then
  KINETIC_RESOLVER=$(awk '$1 == "nameserver" { print ($2 ~ /:/ ? "[" $2 "]" : $2) }' /etc/resolv.conf | tr '\n' ' ')
fi
export KINETIC_RESOLVER="${KINETIC_RESOLVER% }"
if [ -z "$KINETIC_RESOLVER" ]; then
  echo "No DNS server in /etc/resolv.conf: set KINETIC_RESOLVER to the ones that resolve the targets." >&2
  exit 2
fi
if [ ! -f "$KINETIC_DIST/_headers.nginx.conf" ]; then
  echo "No build in $KINETIC_DIST: run npm run build first." >&2
  exit 2
fi

mkdir -p "$KINETIC_NGINX_RUN"
# This release's hashed files join the earlier ones' (a page still open on an earlier release loads
# its chunks from there); a release's files go once they are older than KINETIC_ASSETS_KEEP_DAYS.
mkdir -p "$KINETIC_ASSETS_KEPT/assets"
find "$KINETIC_ASSETS_KEPT/assets" -type f -mtime +"${KINETIC_ASSETS_KEEP_DAYS:-30}" -delete
cp -R "$KINETIC_DIST/assets/." "$KINETIC_ASSETS_KEPT/assets/"

envsubst '${PORT} ${KINETIC_DIST} ${KINETIC_NGINX_RUN} ${KINETIC_RESOLVER} ${KINETIC_ASSETS_KEPT}
  ${KINETIC_API_ORIGIN} ${KINETIC_API_PATH} ${KINETIC_IDENTITY_ORIGIN} ${KINETIC_IDENTITY_PATH}
  ${KINETIC_TOKEN_ORIGIN} ${KINETIC_TOKEN_PATH} ${KINETIC_AUTH_ORIGIN} ${KINETIC_AUTH_PATH}' \
  <"$here/nginx.conf.template" >"$KINETIC_NGINX_RUN/nginx.conf"
set -- -p "$KINETIC_NGINX_RUN" -c "$KINETIC_NGINX_RUN/nginx.conf" -e stderr
if [ -n "${KINETIC_NGINX_USER:-}" ]; then set -- "$@" -g "user $KINETIC_NGINX_USER;"; fi
exec "$(command -v nginx || echo /usr/sbin/nginx)" "$@"
