-- Whatever may take access away NOTIFYs access_changed, whichever process or library makes the change,
-- so that each app process forgets the sessions and roles it remembers (lib/auth/access-memo.ts).
-- The body is an E'' string whose semicolons are written \073: the migration runner splits its script at
-- every semicolon (@prisma/adapter-pg's executeScript), quoted or not.
CREATE FUNCTION "grimoire_access_changed"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''access_changed'', TG_TABLE_NAME)\073 RETURN NULL\073 END';


-- A session ended or refreshed (a new session takes nothing away).
CREATE TRIGGER "session_access_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "grimoire_access_changed"();

-- An account disabled, renamed or removed.
CREATE TRIGGER "user_access_changed" AFTER UPDATE OF "disabledAt", "username", "displayUsername", "name" OR DELETE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "grimoire_access_changed"();

-- An API token revoked, its expiry moved, or removed.
CREATE TRIGGER "ApiToken_access_changed" AFTER UPDATE OF "revokedAt", "expiresAt" OR DELETE ON "ApiToken"
  FOR EACH STATEMENT EXECUTE FUNCTION "grimoire_access_changed"();

-- A membership added, its role changed, or removed (archiving a game in one's list changes nothing).
CREATE TRIGGER "GameMember_access_changed" AFTER INSERT OR UPDATE OF "role" OR DELETE ON "GameMember"
  FOR EACH STATEMENT EXECUTE FUNCTION "grimoire_access_changed"();
