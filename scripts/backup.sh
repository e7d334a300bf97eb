#!/usr/bin/env bash
# Backs up the academy: the database and the stored files, into one new folder.
#
#   scripts/backup.sh DEST            # DEST/academy-<UTC time>/ is made and its path printed last
#
# Reads the server's own settings from the environment (the same variables as `npm start`):
#   DATABASE_URL set   PostgreSQL: `pg_dump` in its custom format (a consistent snapshot; the server may run).
#   DATABASE_URL unset PGlite: DATA_DIR is copied whole. STOP THE SERVER FIRST (a running PGlite's files change
#                      under the copy) and pass --stopped to say so.
#   STORAGE=local      the files under DATA_DIR/media (with PGlite they are in the DATA_DIR copy already).
#   STORAGE=s3         the bucket, with `aws s3 sync` (AWS CLI; S3_ENDPOINT, S3_REGION and the S3_* keys are used).
# DATA_DIR/app-secret (generated when APP_SECRET is not set; it signs media links and captchas) is kept too.
# Restore with scripts/restore.sh. See README "Production" → "Backups and restore".
set -euo pipefail

stopped=false
dest=""
for argument in "$@"; do
  case "$argument" in
    --stopped) stopped=true ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) dest="$argument" ;;
  esac
done
if [ -z "$dest" ]; then echo "usage: scripts/backup.sh [--stopped] DEST" >&2; exit 2; fi

data_dir="${DATA_DIR:-./data}"
storage="${STORAGE:-local}"
backup="$dest/academy-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$backup"
chmod 700 "$backup"

if [ -n "${DATABASE_URL:-}" ]; then
  command -v pg_dump >/dev/null || { echo "pg_dump is not installed (Debian: apt-get install postgresql-client)" >&2; exit 1; }
  # Custom format: compressed, restorable into any database with pg_restore. No owners or grants: the restoring
  # role owns what it restores.
  pg_dump --format=custom --no-owner --no-privileges --file="$backup/database.dump" "$DATABASE_URL"
  echo "database: $backup/database.dump"
  if [ "$storage" = "local" ] && [ -d "$data_dir/media" ]; then
    tar -C "$data_dir" -czf "$backup/media.tar.gz" media
    echo "files: $backup/media.tar.gz"
  fi
else
  if [ "$stopped" != true ]; then
    echo "PGlite (no DATABASE_URL): stop the server, then run again with --stopped to copy $data_dir." >&2
    exit 2
  fi
  tar -C "$data_dir" -czf "$backup/data-dir.tar.gz" .
  echo "database and files: $backup/data-dir.tar.gz (the whole DATA_DIR)"
fi

if [ "$storage" = "s3" ]; then
  command -v aws >/dev/null || { echo "STORAGE=s3 needs the AWS CLI (aws s3 sync) to copy the bucket" >&2; exit 1; }
  export AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-${AWS_ACCESS_KEY_ID:-}}"
  export AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-${AWS_SECRET_ACCESS_KEY:-}}"
  export AWS_DEFAULT_REGION="${S3_REGION:-us-east-1}"
  aws s3 sync ${S3_ENDPOINT:+--endpoint-url "$S3_ENDPOINT"} --only-show-errors "s3://$S3_BUCKET" "$backup/bucket"
  echo "files: $backup/bucket (bucket $S3_BUCKET)"
fi

if [ -n "${DATABASE_URL:-}" ] && [ -f "$data_dir/app-secret" ]; then
  install -m 600 "$data_dir/app-secret" "$backup/app-secret"
fi
{
  echo "made_at=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "database=$([ -n "${DATABASE_URL:-}" ] && echo postgresql || echo pglite)"
  echo "storage=$storage"
} > "$backup/manifest"
echo "$backup"
