CREATE TABLE "chargeback_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chargeback_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"reporter_id" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chargeback_reports_status_check" CHECK ("chargeback_reports"."status" in ('Pending', 'Dismissed', 'Confirmed'))
);
--> statement-breakpoint
CREATE TABLE "trade_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" bigint NOT NULL,
	"uploader_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mimetype" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"requirement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "trade_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"author_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"offer_id" bigint NOT NULL,
	"rating" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_feedback_rating_check" CHECK ("trade_feedback"."rating" in ('positive', 'negative'))
);
--> statement-breakpoint
CREATE TABLE "trade_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"author_id" integer,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_messages_kind_check" CHECK ("trade_messages"."kind" in ('text', 'system', 'moderator', 'attachment', 'bank_account'))
);
--> statement-breakpoint
CREATE TABLE "trade_policy_reads" (
	"trade_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_policy_reads_trade_id_user_id_url_pk" PRIMARY KEY("trade_id","user_id","url")
);
--> statement-breakpoint
CREATE TABLE "trade_reads" (
	"trade_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_reads_trade_id_user_id_pk" PRIMARY KEY("trade_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "trade_requirements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"kind" text NOT NULL,
	"party" text DEFAULT 'buyer' NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reviewed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_requirements_stage_check" CHECK ("trade_requirements"."stage" in ('before_reveal_payment_details', 'before_mark_as_paid')),
	CONSTRAINT "trade_requirements_status_check" CHECK ("trade_requirements"."status" in ('APPROVED', 'CORRUPTED', 'PENDING', 'UPLOADED', 'REJECTED')),
	CONSTRAINT "trade_requirements_party_check" CHECK ("trade_requirements"."party" in ('buyer', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hash" varchar(16) NOT NULL,
	"invoice_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" bigint NOT NULL,
	"offer_type" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"taker_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"coin" varchar(8) NOT NULL,
	"fiat_currency_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"payment_method_group_id" integer NOT NULL,
	"crypto_amount" bigint NOT NULL,
	"fiat_amount" bigint NOT NULL,
	"price" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"usd_value_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"flow_type" text DEFAULT 'default' NOT NULL,
	"deferred_escrow" boolean DEFAULT false NOT NULL,
	"offer_cap_taken" boolean DEFAULT false NOT NULL,
	"payment_window_minutes" integer NOT NULL,
	"payment_details" text DEFAULT '' NOT NULL,
	"offer_terms" text DEFAULT '' NOT NULL,
	"taker_ip" text,
	"vendor_ip" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"funded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"dispute_available_at" timestamp with time zone,
	"dispute_opened_at" timestamp with time zone,
	"dispute_opened_by" integer,
	"dispute_reason_id" text,
	"dispute_reason_text" text,
	"dispute_moderator_id" integer,
	"dispute_settled_at" timestamp with time zone,
	"bank_account_id" bigint,
	"release_error" boolean DEFAULT false NOT NULL,
	"status_change_error" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trades_hash_unique" UNIQUE("hash"),
	CONSTRAINT "trades_invoice_uuid_unique" UNIQUE("invoice_uuid"),
	CONSTRAINT "trades_status_check" CHECK (status in ('not_funded', 'active_funded', 'paid', 'dispute_open', 'released', 'cancelled_buyer', 'cancelled_seller', 'cancelled_system', 'expired', 'dispute_won_buyer', 'dispute_won_seller')),
	CONSTRAINT "trades_offer_type_check" CHECK ("trades"."offer_type" in ('buy', 'sell')),
	CONSTRAINT "trades_parties_check" CHECK ("trades"."buyer_id" <> "trades"."seller_id"),
	CONSTRAINT "trades_amounts_check" CHECK ("trades"."crypto_amount" > 0 and "trades"."fiat_amount" > 0 and "trades"."fee" >= 0 and "trades"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"trade_hash" varchar(16),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"fiat_currency_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"form" varchar(8) NOT NULL,
	"account_type" text DEFAULT 'User' NOT NULL,
	"is_personal" boolean DEFAULT true NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text,
	"iban" text,
	"swift_code" text,
	"routing_number" text,
	"bank_id" text,
	"bank_name" text,
	"ifsc" varchar(11),
	"clabe" varchar(18),
	"additional_info" text,
	"residency" text,
	"state" text,
	"city" text,
	"zip" text,
	"address" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_form_check" CHECK ("bank_accounts"."form" in ('NG', 'US', 'FI', 'GB', 'IN', 'RU', 'MX', 'OTHER')),
	CONSTRAINT "bank_accounts_type_check" CHECK ("bank_accounts"."account_type" in ('User', 'Business'))
);
--> statement-breakpoint
CREATE TABLE "offer_bank_accounts" (
	"offer_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	CONSTRAINT "offer_bank_accounts_offer_id_bank_account_id_pk" PRIMARY KEY("offer_id","bank_account_id")
);
--> statement-breakpoint
CREATE TABLE "trade_bank_accounts" (
	"trade_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"shared_by" integer NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_bank_accounts_trade_id_bank_account_id_pk" PRIMARY KEY("trade_id","bank_account_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "stickied_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chargeback_reports" ADD CONSTRAINT "chargeback_reports_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargeback_reports" ADD CONSTRAINT "chargeback_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_attachments" ADD CONSTRAINT "trade_attachments_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_attachments" ADD CONSTRAINT "trade_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_feedback" ADD CONSTRAINT "trade_feedback_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_feedback" ADD CONSTRAINT "trade_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_feedback" ADD CONSTRAINT "trade_feedback_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_feedback" ADD CONSTRAINT "trade_feedback_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_messages" ADD CONSTRAINT "trade_messages_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_messages" ADD CONSTRAINT "trade_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_policy_reads" ADD CONSTRAINT "trade_policy_reads_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_policy_reads" ADD CONSTRAINT "trade_policy_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_reads" ADD CONSTRAINT "trade_reads_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_reads" ADD CONSTRAINT "trade_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requirements" ADD CONSTRAINT "trade_requirements_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requirements" ADD CONSTRAINT "trade_requirements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_taker_id_users_id_fk" FOREIGN KEY ("taker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_fiat_currency_id_fiat_currencies_id_fk" FOREIGN KEY ("fiat_currency_id") REFERENCES "public"."fiat_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_dispute_opened_by_users_id_fk" FOREIGN KEY ("dispute_opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_dispute_moderator_id_users_id_fk" FOREIGN KEY ("dispute_moderator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_fiat_currency_id_fiat_currencies_id_fk" FOREIGN KEY ("fiat_currency_id") REFERENCES "public"."fiat_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_bank_accounts" ADD CONSTRAINT "offer_bank_accounts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_bank_accounts" ADD CONSTRAINT "offer_bank_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_bank_accounts" ADD CONSTRAINT "trade_bank_accounts_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_bank_accounts" ADD CONSTRAINT "trade_bank_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_bank_accounts" ADD CONSTRAINT "trade_bank_accounts_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chargeback_reports_trade_reporter_idx" ON "chargeback_reports" USING btree ("trade_id","reporter_id");--> statement-breakpoint
CREATE INDEX "trade_attachments_trade_idx" ON "trade_attachments" USING btree ("trade_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_feedback_trade_author_idx" ON "trade_feedback" USING btree ("trade_id","author_id");--> statement-breakpoint
CREATE INDEX "trade_feedback_recipient_idx" ON "trade_feedback" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_feedback_offer_idx" ON "trade_feedback" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_messages_trade_idx" ON "trade_messages" USING btree ("trade_id","id");--> statement-breakpoint
CREATE INDEX "trade_requirements_trade_idx" ON "trade_requirements" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "trades_buyer_idx" ON "trades" USING btree ("buyer_id","started_at");--> statement-breakpoint
CREATE INDEX "trades_seller_idx" ON "trades" USING btree ("seller_id","started_at");--> statement-breakpoint
CREATE INDEX "trades_offer_idx" ON "trades" USING btree ("offer_id","status");--> statement-breakpoint
CREATE INDEX "trades_expiry_idx" ON "trades" USING btree ("expires_at") WHERE "trades"."status" in ('not_funded', 'active_funded');--> statement-breakpoint
CREATE INDEX "trades_dispute_idx" ON "trades" USING btree ("dispute_opened_at") WHERE "trades"."status" = 'dispute_open';--> statement-breakpoint
CREATE INDEX "user_events_user_idx" ON "user_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_pinned_idx" ON "offers" USING btree ("id") WHERE ("offers"."is_featured" or "offers"."is_stickied") and "offers"."deleted_at" is null;