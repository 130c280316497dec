#!/usr/bin/env bash
# Compose mode, on the first start of an empty data volume: one database per service, owned by a role of
# its own that logs in with its own password (<SERVICE>_DB_PASSWORD). A service cannot reach another's
# database, and none of them is the superuser.
set -euo pipefail

create_service_database() { # database, password
  psql --no-psqlrc -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    -v database="$1" -v password="$2" <<'SQL'
CREATE ROLE :"database" LOGIN PASSWORD :'password';
CREATE DATABASE :"database" OWNER :"database";
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
SQL
}

# The databases' and roles' names: sfl_<service> in compose (a test of the script names its own).
prefix="${DATABASE_PREFIX:-sfl}"
create_service_database "${prefix}_users" "$USERS_DB_PASSWORD"
create_service_database "${prefix}_matches" "$MATCHES_DB_PASSWORD"
create_service_database "${prefix}_nft" "$NFT_DB_PASSWORD"
create_service_database "${prefix}_squads" "$SQUADS_DB_PASSWORD"
create_service_database "${prefix}_spl_rewards" "$SPL_REWARDS_DB_PASSWORD"
create_service_database "${prefix}_leagues" "$LEAGUES_DB_PASSWORD"
create_service_database "${prefix}_championships" "$CHAMPIONSHIPS_DB_PASSWORD"
create_service_database "${prefix}_notifications" "$NOTIFICATIONS_DB_PASSWORD"
