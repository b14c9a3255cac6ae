CREATE TABLE "trade_export_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"timezone" text NOT NULL,
	"range_start" timestamp with time zone NOT NULL,
	"range_end" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"claim_token" uuid,
	"last_error" text,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"file_size" integer,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "trade_export_reports_status_check" CHECK (status in ('pending', 'in_progress', 'generating', 'completed', 'failed', 'no_data', 'cancelled', 'missing')),
	CONSTRAINT "trade_export_reports_format_check" CHECK (format in ('csv', 'xlsx', 'pdf')),
	CONSTRAINT "trade_export_reports_range_check" CHECK ("trade_export_reports"."start_date" <= "trade_export_reports"."end_date"),
	CONSTRAINT "trade_export_reports_file_check" CHECK ("trade_export_reports"."status" <> 'completed' or "trade_export_reports"."file_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "trade_export_reports" ADD CONSTRAINT "trade_export_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_export_reports_user_idx" ON "trade_export_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_export_reports_queue_idx" ON "trade_export_reports" USING btree ("status","next_attempt_at") WHERE "trade_export_reports"."status" in ('pending', 'in_progress', 'generating');--> statement-breakpoint
CREATE INDEX "trade_export_reports_expiry_idx" ON "trade_export_reports" USING btree ("expires_at") WHERE "trade_export_reports"."status" = 'completed';