CREATE TABLE "api_app_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_app_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"via" text NOT NULL,
	"money_moving" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"public_client" boolean DEFAULT false NOT NULL,
	"secret_hash" text,
	"secret_sealed" text,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"redirect_uris" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_nonces" (
	"app_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_nonces_app_id_nonce_pk" PRIMARY KEY("app_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "oauth_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oauth_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
ALTER TABLE "api_app_calls" ADD CONSTRAINT "api_app_calls_app_id_api_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."api_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_app_calls" ADD CONSTRAINT "api_app_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_apps" ADD CONSTRAINT "api_apps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_nonces" ADD CONSTRAINT "api_nonces_app_id_api_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."api_apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_app_calls_app_idx" ON "api_app_calls" USING btree ("app_id","id");--> statement-breakpoint
CREATE INDEX "api_app_calls_created_idx" ON "api_app_calls" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_apps_client_id_idx" ON "api_apps" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "api_apps_user_idx" ON "api_apps" USING btree ("user_id") WHERE "api_apps"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "api_nonces_created_idx" ON "api_nonces" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "oauth_payloads_grant_idx" ON "oauth_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oauth_payloads_uid_idx" ON "oauth_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oauth_payloads_expires_idx" ON "oauth_payloads" USING btree ("expires_at");