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
set -eu
here=$(cd "$(dirname "$0")" && pwd)
export PORT="${PORT:-8080}"
export KINETIC_DIST="$(cd "${KINETIC_DIST:-$here/../dist}" && pwd)"
export KINETIC_NGINX_RUN="${KINETIC_NGINX_RUN:-/tmp/kinetic-nginx-$PORT}"

for name in KINETIC_API_TARGET KINETIC_IDENTITY_TARGET KINETIC_TOKEN_TARGET KINETIC_AUTH_TARGET; do
  eval "value=\${$name:-}"
  if [ -z "$value" ]; then
    echo "$name is not set: give the URL of the service nginx proxies to." >&2
    exit 2
  fi
  export "$name=${value%/}"
done
if [ ! -f "$KINETIC_DIST/_headers.nginx.conf" ]; then
  echo "No build in $KINETIC_DIST: run npm run build first." >&2
  exit 2
fi

mkdir -p "$KINETIC_NGINX_RUN"
envsubst '${PORT} ${KINETIC_DIST} ${KINETIC_NGINX_RUN} ${KINETIC_API_TARGET} ${KINETIC_IDENTITY_TARGET} ${KINETIC_TOKEN_TARGET} ${KINETIC_AUTH_TARGET}' \
  <"$here/nginx.conf.template" >"$KINETIC_NGINX_RUN/nginx.conf"
set -- -p "$KINETIC_NGINX_RUN" -c "$KINETIC_NGINX_RUN/nginx.conf" -e stderr
if [ -n "${KINETIC_NGINX_USER:-}" ]; then set -- "$@" -g "user $KINETIC_NGINX_USER;"; fi
exec "$(command -v nginx || echo /usr/sbin/nginx)" "$@"
