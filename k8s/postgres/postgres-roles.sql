-- PostgreSQL logins for a cluster without a namespace (BIZAPI_NAMESPACE empty), database bizapi:
-- run it as a superuser (or a managed service's administrator) before the first deploy, and again after adding a
-- service (it is safe to rerun). The passwords come from psql's environment (POSTGRES_PASSWORD_<APP>,
-- POSTGRES_OWNER_PASSWORD_<APP>), the ones inside DATABASE_URL_<APP> and MIGRATION_DATABASE_URL_<APP> of bizapi-secrets.
-- Regenerate with  npm run generate  (it keeps these lines; the contracts change what follows)
-- (a deploy test fails when this file is not what the contracts give).
-- Generated from the contracts (libs/contracts/src/security); regenerate, do not edit.
-- The PostgreSQL logins of every process and their rights (docs/operations/security.md, "Security: PostgreSQL roles").
-- Run as a superuser, connected to the database bizapi: psql -d bizapi -f <this file>
\set ON_ERROR_STOP on
\getenv POSTGRES_OWNER_PASSWORD_GATEWAY POSTGRES_OWNER_PASSWORD_GATEWAY
\getenv POSTGRES_PASSWORD_GATEWAY POSTGRES_PASSWORD_GATEWAY
\getenv POSTGRES_OWNER_PASSWORD_PANEL POSTGRES_OWNER_PASSWORD_PANEL
\getenv POSTGRES_PASSWORD_PANEL POSTGRES_PASSWORD_PANEL
\getenv POSTGRES_OWNER_PASSWORD_PEOPLE_CRM POSTGRES_OWNER_PASSWORD_PEOPLE_CRM
\getenv POSTGRES_PASSWORD_PEOPLE_CRM POSTGRES_PASSWORD_PEOPLE_CRM
\getenv POSTGRES_OWNER_PASSWORD_ACCOUNTING POSTGRES_OWNER_PASSWORD_ACCOUNTING
\getenv POSTGRES_PASSWORD_ACCOUNTING POSTGRES_PASSWORD_ACCOUNTING
\getenv POSTGRES_OWNER_PASSWORD_SALES_CONTRACTS POSTGRES_OWNER_PASSWORD_SALES_CONTRACTS
\getenv POSTGRES_PASSWORD_SALES_CONTRACTS POSTGRES_PASSWORD_SALES_CONTRACTS
\getenv POSTGRES_OWNER_PASSWORD_FINANCE POSTGRES_OWNER_PASSWORD_FINANCE
\getenv POSTGRES_PASSWORD_FINANCE POSTGRES_PASSWORD_FINANCE
\getenv POSTGRES_OWNER_PASSWORD_PROJECTS_HR POSTGRES_OWNER_PASSWORD_PROJECTS_HR
\getenv POSTGRES_PASSWORD_PROJECTS_HR POSTGRES_PASSWORD_PROJECTS_HR
\getenv POSTGRES_OWNER_PASSWORD_HELPDESK POSTGRES_OWNER_PASSWORD_HELPDESK
\getenv POSTGRES_PASSWORD_HELPDESK POSTGRES_PASSWORD_HELPDESK
\getenv POSTGRES_OWNER_PASSWORD_WEBHOOKS POSTGRES_OWNER_PASSWORD_WEBHOOKS
\getenv POSTGRES_PASSWORD_WEBHOOKS POSTGRES_PASSWORD_WEBHOOKS
BEGIN;
REVOKE ALL ON DATABASE "bizapi" FROM PUBLIC;
DO $$ BEGIN IF to_regnamespace('public') IS NOT NULL THEN REVOKE ALL ON SCHEMA public FROM PUBLIC; END IF; END $$;
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-gateway-owner') THEN CREATE ROLE "bizapi-gateway-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-gateway-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_GATEWAY';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-gateway-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-gateway') THEN CREATE ROLE "bizapi-gateway" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-gateway" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_GATEWAY';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-gateway";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-gateway-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-gateway-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "iam" AUTHORIZATION "bizapi-gateway-owner";
ALTER SCHEMA "iam" OWNER TO "bizapi-gateway-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"iam"'::regnamespace AND c.relowner <> '"bizapi-gateway-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-gateway-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "iam" FROM PUBLIC;
GRANT USAGE ON SCHEMA "iam" TO "bizapi-gateway";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "iam" TO "bizapi-gateway";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "iam" TO "bizapi-gateway";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-gateway-owner" IN SCHEMA "iam" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-gateway";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-gateway-owner" IN SCHEMA "iam" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-gateway";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-panel-owner') THEN CREATE ROLE "bizapi-panel-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-panel-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_PANEL';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-panel-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-panel') THEN CREATE ROLE "bizapi-panel" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-panel" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_PANEL';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-panel";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-panel-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-panel-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "panel" AUTHORIZATION "bizapi-panel-owner";
ALTER SCHEMA "panel" OWNER TO "bizapi-panel-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"panel"'::regnamespace AND c.relowner <> '"bizapi-panel-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-panel-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "panel" FROM PUBLIC;
GRANT USAGE ON SCHEMA "panel" TO "bizapi-panel";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "panel" TO "bizapi-panel";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "panel" TO "bizapi-panel";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-panel-owner" IN SCHEMA "panel" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-panel";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-panel-owner" IN SCHEMA "panel" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-panel";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-people-crm-owner') THEN CREATE ROLE "bizapi-people-crm-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-people-crm-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_PEOPLE_CRM';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-people-crm-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-people-crm') THEN CREATE ROLE "bizapi-people-crm" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-people-crm" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_PEOPLE_CRM';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-people-crm";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-people-crm-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-people-crm-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "people_crm" AUTHORIZATION "bizapi-people-crm-owner";
ALTER SCHEMA "people_crm" OWNER TO "bizapi-people-crm-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"people_crm"'::regnamespace AND c.relowner <> '"bizapi-people-crm-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-people-crm-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "people_crm" FROM PUBLIC;
GRANT USAGE ON SCHEMA "people_crm" TO "bizapi-people-crm";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "people_crm" TO "bizapi-people-crm";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "people_crm" TO "bizapi-people-crm";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-people-crm-owner" IN SCHEMA "people_crm" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-people-crm";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-people-crm-owner" IN SCHEMA "people_crm" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-people-crm";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-accounting-owner') THEN CREATE ROLE "bizapi-accounting-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-accounting-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_ACCOUNTING';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-accounting-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-accounting') THEN CREATE ROLE "bizapi-accounting" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-accounting" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_ACCOUNTING';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-accounting";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-accounting-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-accounting-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "accounting" AUTHORIZATION "bizapi-accounting-owner";
ALTER SCHEMA "accounting" OWNER TO "bizapi-accounting-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"accounting"'::regnamespace AND c.relowner <> '"bizapi-accounting-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-accounting-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "accounting" FROM PUBLIC;
GRANT USAGE ON SCHEMA "accounting" TO "bizapi-accounting";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "accounting" TO "bizapi-accounting";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "accounting" TO "bizapi-accounting";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-accounting-owner" IN SCHEMA "accounting" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-accounting";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-accounting-owner" IN SCHEMA "accounting" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-accounting";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-sales-contracts-owner') THEN CREATE ROLE "bizapi-sales-contracts-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-sales-contracts-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_SALES_CONTRACTS';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-sales-contracts-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-sales-contracts') THEN CREATE ROLE "bizapi-sales-contracts" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-sales-contracts" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_SALES_CONTRACTS';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-sales-contracts";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-sales-contracts-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-sales-contracts-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "sales_contracts" AUTHORIZATION "bizapi-sales-contracts-owner";
ALTER SCHEMA "sales_contracts" OWNER TO "bizapi-sales-contracts-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"sales_contracts"'::regnamespace AND c.relowner <> '"bizapi-sales-contracts-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-sales-contracts-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "sales_contracts" FROM PUBLIC;
GRANT USAGE ON SCHEMA "sales_contracts" TO "bizapi-sales-contracts";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "sales_contracts" TO "bizapi-sales-contracts";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "sales_contracts" TO "bizapi-sales-contracts";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-sales-contracts-owner" IN SCHEMA "sales_contracts" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-sales-contracts";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-sales-contracts-owner" IN SCHEMA "sales_contracts" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-sales-contracts";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-finance-owner') THEN CREATE ROLE "bizapi-finance-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-finance-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_FINANCE';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-finance-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-finance') THEN CREATE ROLE "bizapi-finance" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-finance" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_FINANCE';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-finance";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-finance-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-finance-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "finance" AUTHORIZATION "bizapi-finance-owner";
ALTER SCHEMA "finance" OWNER TO "bizapi-finance-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"finance"'::regnamespace AND c.relowner <> '"bizapi-finance-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-finance-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "finance" FROM PUBLIC;
GRANT USAGE ON SCHEMA "finance" TO "bizapi-finance";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "finance" TO "bizapi-finance";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "finance" TO "bizapi-finance";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-finance-owner" IN SCHEMA "finance" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-finance";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-finance-owner" IN SCHEMA "finance" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-finance";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-projects-hr-owner') THEN CREATE ROLE "bizapi-projects-hr-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-projects-hr-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_PROJECTS_HR';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-projects-hr-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-projects-hr') THEN CREATE ROLE "bizapi-projects-hr" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-projects-hr" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_PROJECTS_HR';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-projects-hr";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-projects-hr-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-projects-hr-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "projects_hr" AUTHORIZATION "bizapi-projects-hr-owner";
ALTER SCHEMA "projects_hr" OWNER TO "bizapi-projects-hr-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"projects_hr"'::regnamespace AND c.relowner <> '"bizapi-projects-hr-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-projects-hr-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "projects_hr" FROM PUBLIC;
GRANT USAGE ON SCHEMA "projects_hr" TO "bizapi-projects-hr";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "projects_hr" TO "bizapi-projects-hr";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "projects_hr" TO "bizapi-projects-hr";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-projects-hr-owner" IN SCHEMA "projects_hr" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-projects-hr";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-projects-hr-owner" IN SCHEMA "projects_hr" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-projects-hr";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-helpdesk-owner') THEN CREATE ROLE "bizapi-helpdesk-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-helpdesk-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_HELPDESK';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-helpdesk-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-helpdesk') THEN CREATE ROLE "bizapi-helpdesk" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-helpdesk" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_HELPDESK';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-helpdesk";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-helpdesk-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-helpdesk-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "helpdesk" AUTHORIZATION "bizapi-helpdesk-owner";
ALTER SCHEMA "helpdesk" OWNER TO "bizapi-helpdesk-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"helpdesk"'::regnamespace AND c.relowner <> '"bizapi-helpdesk-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-helpdesk-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "helpdesk" FROM PUBLIC;
GRANT USAGE ON SCHEMA "helpdesk" TO "bizapi-helpdesk";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "helpdesk" TO "bizapi-helpdesk";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "helpdesk" TO "bizapi-helpdesk";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-helpdesk-owner" IN SCHEMA "helpdesk" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-helpdesk";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-helpdesk-owner" IN SCHEMA "helpdesk" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-helpdesk";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-webhooks-owner') THEN CREATE ROLE "bizapi-webhooks-owner" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-webhooks-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_WEBHOOKS';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-webhooks-owner";
DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-webhooks') THEN CREATE ROLE "bizapi-webhooks" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$;
ALTER ROLE "bizapi-webhooks" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_PASSWORD_WEBHOOKS';
GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-webhooks";
DO $$ BEGIN IF NOT pg_has_role(current_user, 'bizapi-webhooks-owner', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'bizapi-webhooks-owner', current_user); END IF; END $$;
CREATE SCHEMA IF NOT EXISTS "webhooks" AUTHORIZATION "bizapi-webhooks-owner";
ALTER SCHEMA "webhooks" OWNER TO "bizapi-webhooks-owner";
DO $$ DECLARE object record; BEGIN
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '"webhooks"'::regnamespace AND c.relowner <> '"bizapi-webhooks-owner"'::regrole
      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'
      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, 'bizapi-webhooks-owner');
  END LOOP;
END $$;
REVOKE ALL ON SCHEMA "webhooks" FROM PUBLIC;
GRANT USAGE ON SCHEMA "webhooks" TO "bizapi-webhooks";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "webhooks" TO "bizapi-webhooks";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA "webhooks" TO "bizapi-webhooks";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-webhooks-owner" IN SCHEMA "webhooks" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-webhooks";
ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-webhooks-owner" IN SCHEMA "webhooks" GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO "bizapi-webhooks";
COMMIT;
