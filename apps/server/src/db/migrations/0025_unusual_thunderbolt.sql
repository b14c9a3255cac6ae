CREATE TABLE "kyc_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	"withdraw_reason" text,
	CONSTRAINT "kyc_demands_kind_check" CHECK ("kyc_demands"."kind" in ('forced_verification', 'id_document'))
);
--> statement-breakpoint
CREATE TABLE "user_notices" (
	"user_id" integer NOT NULL,
	"notice" text NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notices_user_id_notice_pk" PRIMARY KEY("user_id","notice")
);
--> statement-breakpoint
ALTER TABLE "kyc_demands" ADD CONSTRAINT "kyc_demands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_demands" ADD CONSTRAINT "kyc_demands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_demands" ADD CONSTRAINT "kyc_demands_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_demands_user_idx" ON "kyc_demands" USING btree ("user_id","created_at");