// The frame of every notification e-mail. `it.heading`, `it.body`, … arrive already rendered and
// escaped (see render-email.ts), so the HTML layout prints them raw (<%~ %>) and escapes the rest.

export const HTML_LAYOUT = `<!doctype html>
<html lang="<%= it.lang %>" dir="<%= it.dir %>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><%= it.subject %></title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e4e7eb;font-weight:bold;font-size:18px;"><%= it.site %></td></tr>
<tr><td style="padding:24px;">
<p style="margin:0 0 12px;font-size:15px;"><%~ it.greeting %></p>
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3;"><%~ it.heading %></h1>
<p style="margin:0 0 20px;font-size:15px;line-height:1.5;"><%~ it.body %></p>
<% if (it.actionUrl) { %>
<p style="margin:0 0 8px;"><a href="<%= it.actionUrl %>" style="display:inline-block;padding:12px 20px;background:#1a7f5a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;"><%~ it.action %></a></p>
<% } %>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#616e7c;line-height:1.5;">
<%~ it.footer %><br>
<% if (it.unsubscribeUrl) { %><a href="<%= it.unsubscribeUrl %>" style="color:#616e7c;"><%~ it.unsubscribe %></a> · <% } else { %><%~ it.securityNotice %><br><% } %><a href="<%= it.preferencesUrl %>" style="color:#616e7c;"><%~ it.preferences %></a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

export const TEXT_LAYOUT = `<%~ it.greeting %>

<%~ it.heading %>

<%~ it.body %>
<% if (it.actionUrl) { %>

<%~ it.action %>: <%~ it.actionUrl %>
<% } %>

--
<%~ it.footer %>
<% if (it.unsubscribeUrl) { %><%~ it.unsubscribe %>: <%~ it.unsubscribeUrl %>
<% } else { %><%~ it.securityNotice %>
<% } %><%~ it.preferences %>: <%~ it.preferencesUrl %>
`;
