CREATE TABLE "access_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"value" varchar(64) NOT NULL,
	"action" varchar(8) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_rules_kind_check" CHECK ("access_rules"."kind" in ('country', 'cidr')),
	CONSTRAINT "access_rules_action_check" CHECK ("access_rules"."action" in ('allow', 'deny'))
);
--> statement-breakpoint
CREATE TABLE "regional_notices" (
	"country_iso" varchar(2) PRIMARY KEY NOT NULL,
	"message_key" varchar(64),
	"message" text DEFAULT '' NOT NULL,
	"restricts" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regional_notices_text_check" CHECK ("regional_notices"."message_key" is not null or length("regional_notices"."message") > 0)
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "taker_ip_country" varchar(2);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "vendor_ip_country" varchar(2);--> statement-breakpoint
ALTER TABLE "access_rules" ADD CONSTRAINT "access_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_notices" ADD CONSTRAINT "regional_notices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_rules_kind_value_idx" ON "access_rules" USING btree ("kind","value");