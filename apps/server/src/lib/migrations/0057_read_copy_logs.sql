-- Issue 48 item 2 (decision 260): the two trigger functions every read copy's log is written by, once.
-- Before, each log had its own copy of the same function (0025, 0028, 0029, 0030); 0058 points their
-- triggers here and drops those copies. See lib/read-copies/README.md for the copies and their logs.
--
-- read_copy_log_homes(log [, home column [, compared column, ...]]): a statement-level trigger with
-- transition tables new_rows / old_rows adds to the change log `log` (columns property_id, xid,
-- changed_at) one row per home the statement wrote (the distinct values of `home column` among the rows
-- inserted, deleted or updated), or one row without a home (property_id null: "reload everything")
-- when the statement touches more than 1,000 homes, truncates the table, or the trigger names no home
-- column (a write that changes what every home's copy means). With compared columns, an update counts
-- only the homes where one of them changed.
CREATE FUNCTION read_copy_log_homes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  log_table text := TG_ARGV[0];
  home text := CASE WHEN TG_NARGS > 1 THEN TG_ARGV[1] END;
  compared text[] := CASE WHEN TG_NARGS > 2 THEN TG_ARGV[2:TG_NARGS - 1] ELSE '{}' END;
  changed integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' OR home IS NULL THEN
    EXECUTE format('INSERT INTO %I (property_id) VALUES (NULL)', log_table);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(k) FROM (SELECT DISTINCT %I AS k FROM new_rows LIMIT 1001) s', home)
      INTO changed;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(k) FROM (SELECT DISTINCT %I AS k FROM old_rows LIMIT 1001) s', home)
      INTO changed;
  ELSIF cardinality(compared) = 0 THEN
    EXECUTE format(
      'SELECT array_agg(k) FROM (SELECT %1$I AS k FROM old_rows UNION SELECT %1$I FROM new_rows LIMIT 1001) s',
      home
    ) INTO changed;
  ELSE
    EXECUTE format(
      'SELECT array_agg(k) FROM (SELECT n.%1$I AS k FROM new_rows n JOIN old_rows o ON o.%1$I = n.%1$I'
        ' WHERE (%2$s) IS DISTINCT FROM (%3$s) LIMIT 1001) s',
      home,
      (SELECT string_agg(format('n.%I', c), ', ') FROM unnest(compared) c),
      (SELECT string_agg(format('o.%I', c), ', ') FROM unnest(compared) c)
    ) INTO changed;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  ELSIF cardinality(changed) > 1000 THEN
    EXECUTE format('INSERT INTO %I (property_id) VALUES (NULL)', log_table);
  ELSE
    EXECUTE format('INSERT INTO %I (property_id) SELECT unnest($1)', log_table) USING changed;
  END IF;
  RETURN NULL;
END;
$$;

-- read_copy_log_statement(log): a statement-level trigger adds one row to the write log `log` (columns
-- xid, changed_at) carrying the writing transaction, whatever the statement wrote: a value remembered
-- with horizon H is current while the log holds no xid >= H (remembered-reads.ts).
CREATE FUNCTION read_copy_log_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I DEFAULT VALUES', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
