-- tickets.opened_by_company: who wrote the ticket's first message (private notes aside), for the
-- dashboard's active and passive tickets (docs/metrics.md). Reading each ticket's first message at
-- dashboard time was one index probe per ticket of the period (tens of thousands for a large
-- company's month); the answer is fixed once the first message exists, so it is noted then. A
-- statement trigger over the inserted rows, like 0024's: one call per statement, not per message,
-- and only tickets without an answer yet are updated.
CREATE FUNCTION tickets_note_first_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets t SET opened_by_company = f.from_me
    FROM (SELECT DISTINCT ON (m.ticket_id) m.ticket_id, m.from_me FROM new_messages m
           WHERE NOT m.is_private ORDER BY m.ticket_id, m.created_at, m.id) f
   WHERE t.id = f.ticket_id AND t.opened_by_company IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER messages_insert_first_message AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION tickets_note_first_message();--> statement-breakpoint
UPDATE tickets t SET opened_by_company = f.from_me
  FROM (SELECT DISTINCT ON (m.ticket_id) m.ticket_id, m.from_me FROM messages m
         WHERE NOT m.is_private ORDER BY m.ticket_id, m.created_at, m.id) f
 WHERE t.id = f.ticket_id;
