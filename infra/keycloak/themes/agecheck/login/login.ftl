<#-- Username and password; a wrong pair shows the spec's message under the fields (field-app spec, section 8). -->
<#import "template.ftl" as layout>
<#assign failed = messagesPerField.existsError('username','password')>
<@layout.registrationLayout displayMessage=!failed; section>
    <#if section = "header">
        ${msg("loginAccountTitle")}
    <#elseif section = "form">
        <#if realm.password>
            <form id="kc-form-login" action="${url.loginAction}" method="post" novalidate>
                <#if !usernameHidden??>
                    <label for="username"><#if !realm.loginWithEmailAllowed>${msg("username")}<#elseif !realm.registrationEmailAsUsername>${msg("usernameOrEmail")}<#else>${msg("email")}</#if></label>
                    <input id="username" name="username" value="${(login.username!'')}" type="text" autofocus
                           autocomplete="username" autocapitalize="none" spellcheck="false"
                           <#if failed>aria-invalid="true" aria-describedby="input-error"</#if>>
                </#if>
                <label for="password">${msg("password")}</label>
                <input id="password" name="password" type="password" autocomplete="current-password"
                       <#if failed>aria-invalid="true" aria-describedby="input-error"</#if>>
                <#if failed>
                    <p id="input-error" class="field-error" aria-live="polite">${kcSanitize(messagesPerField.getFirstError('username','password'))?no_esc}</p>
                </#if>
                <#if realm.rememberMe && !usernameHidden??>
                    <label class="checkbox">
                        <input id="rememberMe" name="rememberMe" type="checkbox"<#if login.rememberMe??> checked</#if>>
                        ${msg("rememberMe")}
                    </label>
                </#if>
                <input type="hidden" id="id-hidden-input" name="credentialId"<#if auth.selectedCredential?has_content> value="${auth.selectedCredential}"</#if>>
                <button id="kc-login" name="login" type="submit">${msg("doLogIn")}</button>
                <#if realm.resetPasswordAllowed>
                    <p class="secondary"><a href="${url.loginResetCredentialsUrl}">${msg("doForgotPassword")}</a></p>
                </#if>
            </form>
        </#if>
    <#elseif section = "info">
        <#if realm.password && realm.registrationAllowed && !registrationDisabled??>
            <p class="secondary">${msg("noAccount")} <a href="${url.registrationUrl}">${msg("doRegister")}</a></p>
        </#if>
    </#if>
</@layout.registrationLayout>
