CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" varchar(2),
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"phone_code" varchar(8),
	"important" boolean DEFAULT false NOT NULL,
	"kyc" boolean DEFAULT true NOT NULL,
	CONSTRAINT "countries_iso_unique" UNIQUE("iso"),
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "crypto_currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"url_param" text NOT NULL,
	"precision" integer NOT NULL,
	"is_stablecoin" boolean NOT NULL,
	"blockchain_id" integer NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crypto_currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "crypto_currencies_url_param_unique" UNIQUE("url_param")
);
--> statement-breakpoint
CREATE TABLE "dispute_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "dispute_reasons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fiat_currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"iso_number" varchar(3),
	"digits" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "fiat_currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_method_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "payment_method_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "payment_method_tags" (
	"payment_method_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "payment_method_tags_payment_method_id_tag_id_pk" PRIMARY KEY("payment_method_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"icon" text NOT NULL,
	"is_bin_code_enabled" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_methods_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"referral_code" text NOT NULL,
	"country_id" integer,
	"fiat_currency_id" integer DEFAULT 144 NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"phone" text,
	"avatar_url" text,
	"first_name" text,
	"last_name" text,
	"full_name_visibility_type" text DEFAULT 'hide' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"notify_trade_messages_interval" text DEFAULT '10' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "users_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'moderator', 'supermoderator', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "payment_method_tags" ADD CONSTRAINT "payment_method_tags_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_tags" ADD CONSTRAINT "payment_method_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_group_id_payment_method_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."payment_method_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fiat_currency_id_fiat_currencies_id_fk" FOREIGN KEY ("fiat_currency_id") REFERENCES "public"."fiat_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_group_idx" ON "payment_methods" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));