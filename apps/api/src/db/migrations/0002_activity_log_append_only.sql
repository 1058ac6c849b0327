-- The activity log can only be appended to: no call, and no stray SQL, edits or deletes it.
CREATE OR REPLACE FUNCTION activity_logs_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'activity_logs is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER activity_logs_no_update_delete
  BEFORE UPDATE OR DELETE ON activity_logs
  FOR EACH ROW EXECUTE FUNCTION activity_logs_append_only();
--> statement-breakpoint
CREATE TRIGGER activity_logs_no_truncate
  BEFORE TRUNCATE ON activity_logs
  FOR EACH STATEMENT EXECUTE FUNCTION activity_logs_append_only();
