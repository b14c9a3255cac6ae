CREATE TABLE "offer_favorites" (
	"user_id" integer NOT NULL,
	"offer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_favorites_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "offer_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_reports_status_check" CHECK ("offer_reports"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hash" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"type" text NOT NULL,
	"coin" varchar(8) NOT NULL,
	"fiat_currency_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"payment_method_group_id" integer NOT NULL,
	"price_type" text DEFAULT 'margin' NOT NULL,
	"margin_bps" integer DEFAULT 0 NOT NULL,
	"fixed_price" bigint,
	"amount_type" text DEFAULT 'min_max' NOT NULL,
	"range_min" bigint NOT NULL,
	"range_max" bigint NOT NULL,
	"predefined_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_buyer_max_amount" bigint,
	"offer_terms" text DEFAULT '' NOT NULL,
	"trade_details" text DEFAULT '' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"payment_window_minutes" integer DEFAULT 30 NOT NULL,
	"require_verified_id" boolean DEFAULT false NOT NULL,
	"require_min_trades" integer DEFAULT 0 NOT NULL,
	"trusted_only" boolean DEFAULT false NOT NULL,
	"require_full_name" boolean DEFAULT false NOT NULL,
	"countries_allowed" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries_denied" text[] DEFAULT '{}'::text[] NOT NULL,
	"duty_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"offer_cap_amount" bigint,
	"offer_cap_remaining" bigint,
	"offer_cap_active" boolean DEFAULT false NOT NULL,
	"flow_type" text DEFAULT 'default' NOT NULL,
	"bin_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"card_region_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bond_required" boolean DEFAULT false NOT NULL,
	"section" text,
	"manual_escrow_fee_bps" integer,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_stickied" boolean DEFAULT false NOT NULL,
	"penalty_until" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_hash_unique" UNIQUE("hash"),
	CONSTRAINT "offers_type_check" CHECK ("offers"."type" in ('buy', 'sell')),
	CONSTRAINT "offers_price_type_check" CHECK ("offers"."price_type" in ('margin', 'fixed')),
	CONSTRAINT "offers_amount_type_check" CHECK ("offers"."amount_type" in ('min_max', 'predefined')),
	CONSTRAINT "offers_range_check" CHECK ("offers"."range_min" > 0 and "offers"."range_max" >= "offers"."range_min"),
	CONSTRAINT "offers_flow_type_check" CHECK ("offers"."flow_type" in ('default', 'gcc-auto', 'lite', 'bt-auto')),
	CONSTRAINT "offers_section_check" CHECK ("offers"."section" is null or "offers"."section" in ('otc', 'silent-pool', 'gift-cards'))
);
--> statement-breakpoint
ALTER TABLE "offer_favorites" ADD CONSTRAINT "offer_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_favorites" ADD CONSTRAINT "offer_favorites_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reports" ADD CONSTRAINT "offer_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_fiat_currency_id_fiat_currencies_id_fk" FOREIGN KEY ("fiat_currency_id") REFERENCES "public"."fiat_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_reports_status_idx" ON "offer_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_reports_open_idx" ON "offer_reports" USING btree ("offer_id","reporter_id") WHERE "offer_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "offers_listing_idx" ON "offers" USING btree ("type","coin","fiat_currency_id","payment_method_id") WHERE "offers"."is_enabled" and not "offers"."is_blocked" and "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_group_idx" ON "offers" USING btree ("type","coin","payment_method_group_id") WHERE "offers"."is_enabled" and not "offers"."is_blocked" and "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_owner_idx" ON "offers" USING btree ("owner_id","type");