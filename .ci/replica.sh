#!/usr/bin/env bash
# A streaming replica of the PostgreSQL server on 127.0.0.1:5432 (issue 33): pg_basebackup -R into
# a second cluster on port 5433, for the read-replica tests (GELATIERE_REPLICA_URL).
#   .ci/replica.sh build   copies the primary (allowing replication connections from 127.0.0.1 first
#                          when the primary's pg_hba.conf refuses them and is writable) and starts it
#   .ci/replica.sh start | stop | status
#   .ci/replica.sh drop    stops the replica and drops its replication slot on the primary
# The replica streams through a physical replication slot: while it is stopped (a test stops and restarts
# it) the primary keeps the WAL it has not received, so a busy primary cannot recycle what the replica
# needs to catch up ('requested WAL segment … has already been removed'). `drop` releases that WAL.
# Runs the server as user postgres when called as root. Prints the replica's URL on build.
set -euo pipefail
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
REPLICA_DIR="${REPLICA_DIR:-${TMPDIR:-/tmp}/gelatiere-ci-replica}"
PGBIN="${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
RUN_AS=()
if [ "$(id -u)" = 0 ]; then RUN_AS=(runuser -u postgres --); fi
psql_primary() { "$PGBIN/psql" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atqc "$1"; }
ctl() { "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$REPLICA_DIR" "$@"; }
SLOT="gelatiere_replica_$REPLICA_PORT"
drop_slot() { psql_primary "select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = '$SLOT'" >/dev/null; }

allow_replication() {
  # a physical replication connection (what pg_basebackup opens; replication=database is a logical one,
  # which an `all` line admits) is refused unless pg_hba.conf has a `replication` line for it
  if "$PGBIN/psql" "host=127.0.0.1 port=$PRIMARY_PORT user=postgres dbname=postgres replication=true" -Atqc IDENTIFY_SYSTEM >/dev/null 2>&1; then return 0; fi
  local hba
  hba=$(psql_primary 'show hba_file')
  if [ -w "$hba" ] && ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32' "$hba"; then
    echo "host replication all 127.0.0.1/32 trust" >>"$hba"
    psql_primary 'select pg_reload_conf()' >/dev/null
  fi
}

case "${1:-build}" in
  build)
    [ "$(psql_primary 'show wal_level')" != minimal ] || { echo "wal_level=minimal sul primario: nessuna replica possibile" >&2; exit 1; }
    allow_replication
    if [ -f "$REPLICA_DIR/postmaster.pid" ]; then ctl -m immediate stop >/dev/null 2>&1 || true; fi
    drop_slot
    rm -rf "$REPLICA_DIR" && mkdir -p "$REPLICA_DIR"
    [ "${#RUN_AS[@]}" = 0 ] || chown postgres "$REPLICA_DIR"
    chmod 700 "$REPLICA_DIR"
    # -C -S: the slot is created with the copy, and -R writes primary_slot_name for the replica
    "${RUN_AS[@]}" "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$REPLICA_DIR" -R -X stream -c fast -C -S "$SLOT"
    # the copy's configuration comes from the primary's data folder (or none, on Debian): set what the replica needs
    cat >>"$REPLICA_DIR/postgresql.auto.conf" <<CONF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$REPLICA_DIR'
hot_standby = on
hba_file = '$REPLICA_DIR/pg_hba.conf'
ident_file = '$REPLICA_DIR/pg_ident.conf'
CONF
    # Debian keeps postgresql.conf outside the data folder: the copy gets an empty one (the settings above apply)
    [ -f "$REPLICA_DIR/postgresql.conf" ] || : >"$REPLICA_DIR/postgresql.conf"
    printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$REPLICA_DIR/pg_hba.conf"
    : >"$REPLICA_DIR/pg_ident.conf"
    [ "${#RUN_AS[@]}" = 0 ] || chown postgres "$REPLICA_DIR/pg_hba.conf" "$REPLICA_DIR/pg_ident.conf" "$REPLICA_DIR/postgresql.conf"
    ctl -l "$REPLICA_DIR/server.log" -w start >/dev/null
    echo "postgresql://postgres@127.0.0.1:$REPLICA_PORT/postgres"
    ;;
  start) ctl -l "$REPLICA_DIR/server.log" -w start >/dev/null ;;
  stop) ctl -m fast -w stop >/dev/null ;;
  status) ctl status >/dev/null ;;
  drop)
    if [ -f "$REPLICA_DIR/postmaster.pid" ]; then ctl -m fast -w stop >/dev/null 2>&1 || true; fi
    drop_slot
    ;;
  *) echo "uso: $0 build|start|stop|status|drop" >&2; exit 2 ;;
esac
