{{/*
Labels of every object of a component.
Usage: {{ include "common.labels.standard" (dict "component" "gateway" "context" $) }}
*/}}
{{- define "common.labels.standard" -}}
helm.sh/chart: {{ include "common.names.chart" .context }}
{{ include "common.labels.matchLabels" . }}
app.kubernetes.io/version: {{ .context.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .context.Release.Service }}
app.kubernetes.io/part-of: {{ include "common.names.name" .context }}
{{- with .context.Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/*
Selector labels: immutable once a Deployment exists, so they hold only what identifies the component.
Usage: {{ include "common.labels.matchLabels" (dict "component" "gateway" "context" $) }}
*/}}
{{- define "common.labels.matchLabels" -}}
app.kubernetes.io/name: {{ include "common.names.name" .context }}
app.kubernetes.io/instance: {{ .context.Release.Name }}
{{- if .component }}
app.kubernetes.io/component: {{ .component }}
{{- end }}
{{- end -}}
