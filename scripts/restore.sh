#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into a NEW database and data directory, then `npm start` (or the
# container) runs on them: the server checks the migrations at start and migrates on if the code is newer.
#
#   scripts/restore.sh BACKUP         # BACKUP is the academy-<time> folder backup.sh printed
#
# Where to, from the environment (the settings the restored server will run with):
#   DATABASE_URL   an EMPTY PostgreSQL database (createdb academy_restored); refused if it has tables.
#                  Unset: a PGlite backup is unpacked into DATA_DIR, which must be empty or missing.
#   DATA_DIR       where the local files (STORAGE=local) and app-secret go.
#   STORAGE=s3     the bucket's copy is synced back to S3_BUCKET with `aws s3 sync` (S3_ENDPOINT, keys as backup.sh).
set -euo pipefail

backup="${1:-}"
if [ -z "$backup" ] || [ ! -f "$backup/manifest" ]; then
  echo "usage: scripts/restore.sh BACKUP   (a folder made by scripts/backup.sh, with its manifest)" >&2
  exit 2
fi
data_dir="${DATA_DIR:-./data}"
storage="${STORAGE:-local}"
mkdir -p "$data_dir"

if [ -f "$backup/database.dump" ]; then
  if [ -z "${DATABASE_URL:-}" ]; then echo "This backup is of PostgreSQL: set DATABASE_URL to an empty database" >&2; exit 2; fi
  tables=$(psql "$DATABASE_URL" -Atc "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
  if [ "$tables" != "0" ]; then
    echo "The database of DATABASE_URL is not empty ($tables tables): restore into a new database" >&2
    exit 1
  fi
  pg_restore --no-owner --no-privileges --exit-on-error --dbname="$DATABASE_URL" "$backup/database.dump"
  echo "database restored"
  if [ -f "$backup/media.tar.gz" ]; then
    tar -C "$data_dir" -xzf "$backup/media.tar.gz"
    echo "files restored into $data_dir/media"
  fi
  if [ -f "$backup/app-secret" ] && [ ! -f "$data_dir/app-secret" ]; then
    install -m 600 "$backup/app-secret" "$data_dir/app-secret"
  fi
elif [ -f "$backup/data-dir.tar.gz" ]; then
  if [ -n "$(ls -A "$data_dir")" ]; then echo "DATA_DIR ($data_dir) is not empty: restore into a new one" >&2; exit 1; fi
  tar -C "$data_dir" -xzf "$backup/data-dir.tar.gz"
  echo "PGlite data directory restored into $data_dir"
else
  echo "$backup holds no database.dump and no data-dir.tar.gz" >&2
  exit 1
fi

if [ "$storage" = "s3" ]; then
  if [ ! -d "$backup/bucket" ]; then echo "STORAGE=s3 but the backup holds no bucket copy" >&2; exit 1; fi
  command -v aws >/dev/null || { echo "STORAGE=s3 needs the AWS CLI (aws s3 sync)" >&2; exit 1; }
  export AWS_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-${AWS_ACCESS_KEY_ID:-}}"
  export AWS_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-${AWS_SECRET_ACCESS_KEY:-}}"
  export AWS_DEFAULT_REGION="${S3_REGION:-us-east-1}"
  aws s3 sync ${S3_ENDPOINT:+--endpoint-url "$S3_ENDPOINT"} --only-show-errors "$backup/bucket" "s3://$S3_BUCKET"
  echo "files restored into bucket $S3_BUCKET"
fi
echo "restored from $backup"
