CREATE TABLE "gift_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"region_id" integer,
	"fiat_currency_id" integer NOT NULL,
	"face_value" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'free' NOT NULL,
	"offer_id" bigint,
	"code_sealed" text,
	"pin_sealed" text,
	"code_digest" text,
	"photo_key" text,
	"photo_mimetype" text,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_type_check" CHECK ("gift_cards"."type" in ('physical', 'e-card')),
	CONSTRAINT "gift_cards_status_check" CHECK (status in ('free', 'in_use', 'revealed', 'used', 'deleted', 'in_offer')),
	CONSTRAINT "gift_cards_face_value_check" CHECK ("gift_cards"."face_value" > 0),
	CONSTRAINT "gift_cards_secret_check" CHECK ("gift_cards"."code_sealed" is not null or "gift_cards"."photo_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "trade_gift_card_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_gift_card_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"submitter_id" integer NOT NULL,
	"code_sealed" text NOT NULL,
	"pin_sealed" text,
	"code_digest" text NOT NULL,
	"region_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "gift_card_id" bigint;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_region_id_countries_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_fiat_currency_id_fiat_currencies_id_fk" FOREIGN KEY ("fiat_currency_id") REFERENCES "public"."fiat_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_gift_card_codes" ADD CONSTRAINT "trade_gift_card_codes_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_gift_card_codes" ADD CONSTRAINT "trade_gift_card_codes_region_id_countries_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_claim_idx" ON "gift_cards" USING btree ("owner_id","payment_method_id","fiat_currency_id","face_value") WHERE "gift_cards"."status" in ('free', 'in_offer');--> statement-breakpoint
CREATE INDEX "gift_cards_owner_idx" ON "gift_cards" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_digest_idx" ON "gift_cards" USING btree ("code_digest") WHERE "gift_cards"."code_digest" is not null and "gift_cards"."status" <> 'deleted';--> statement-breakpoint
CREATE INDEX "trade_gift_card_codes_trade_idx" ON "trade_gift_card_codes" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "trade_gift_card_codes_digest_idx" ON "trade_gift_card_codes" USING btree ("code_digest");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;