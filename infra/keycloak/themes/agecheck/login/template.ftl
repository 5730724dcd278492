<#-- The layout of every login page: the platform's name, the language links, the page's title, its
     message and form. No scripts: the pages work as plain forms. -->
<#macro registrationLayout bodyClass="" displayInfo=false displayMessage=true displayRequiredFields=false>
<!DOCTYPE html>
<html lang="${lang}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${msg("loginTitle", (realm.displayName!""))}</title>
    <#list properties.styles?split(' ') as style>
        <link href="${url.resourcesPath}/${style}" rel="stylesheet">
    </#list>
</head>
<body class="${bodyClass}">
<main class="card">
    <header>
        <p class="brand">${realm.displayName!''}</p>
        <#if realm.internationalizationEnabled && locale.supported?size gt 1>
            <nav class="languages" aria-label="${msg("languages")}">
                <#list locale.supported as l>
                    <a href="${l.url}" lang="${l.languageTag}"<#if l.languageTag == locale.currentLanguageTag> aria-current="true"</#if>>${l.label}</a>
                </#list>
            </nav>
        </#if>
        <h1 id="kc-page-title"><#nested "header"></h1>
        <#if auth?has_content && auth.showUsername() && !auth.showResetCredentials()>
            <p class="attempted-user">
                <span id="kc-attempted-username">${auth.attemptedUsername}</span>
                <a id="reset-login" href="${url.loginRestartFlowUrl}">${msg("restartLoginTooltip")}</a>
            </p>
        </#if>
    </header>
    <#if displayMessage && message?has_content && (message.type != 'warning' || !isAppInitiatedAction??)>
        <p class="alert alert-${message.type}" role="alert">${kcSanitize(message.summary)?no_esc}</p>
    </#if>
    <#nested "form">
    <#if displayInfo>
        <div id="kc-info"><#nested "info"></div>
    </#if>
</main>
</body>
</html>
</#macro>
