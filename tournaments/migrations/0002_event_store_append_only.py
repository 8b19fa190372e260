"""Make the events table append-only inside PostgreSQL itself.

Row triggers reject every UPDATE and DELETE, whoever sends it. A statement trigger rejects
TRUNCATE unless the session (or database) setting ``agot.allow_event_purge`` is ``on``: the
one escape hatch, for test databases and for deliberately wiping a scratch database. Production
databases never set it (docs/operations.md, "Append-only events").
SQLite has no such triggers; there the ORM's refusal is the guard.
"""

from django.db import migrations

TABLE = "event_store_event"

INSTALL = f"""
CREATE OR REPLACE FUNCTION event_store_refuse_change() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'events are append-only: % on % refused', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION event_store_refuse_truncate() RETURNS trigger AS $$
BEGIN
    IF coalesce(current_setting('agot.allow_event_purge', true), '') = 'on' THEN
        RETURN NULL;
    END IF;
    RAISE EXCEPTION 'events are append-only: TRUNCATE on % refused', TG_TABLE_NAME
        USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER event_store_no_update_delete BEFORE UPDATE OR DELETE ON {TABLE}
    FOR EACH ROW EXECUTE FUNCTION event_store_refuse_change();
CREATE TRIGGER event_store_no_truncate BEFORE TRUNCATE ON {TABLE}
    FOR EACH STATEMENT EXECUTE FUNCTION event_store_refuse_truncate();
"""

UNINSTALL = f"""
DROP TRIGGER IF EXISTS event_store_no_update_delete ON {TABLE};
DROP TRIGGER IF EXISTS event_store_no_truncate ON {TABLE};
DROP FUNCTION IF EXISTS event_store_refuse_change();
DROP FUNCTION IF EXISTS event_store_refuse_truncate();
"""


def run_on_postgresql(sql):
    def run(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            # A plain cursor: the SQL holds '%' (RAISE formats) and must not be interpolated.
            with schema_editor.connection.cursor() as cursor:
                cursor.execute(sql)

    return run


class Migration(migrations.Migration):
    dependencies = [("tournaments", "0001_event_store")]

    operations = [
        migrations.RunPython(run_on_postgresql(INSTALL), run_on_postgresql(UNINSTALL)),
    ]
