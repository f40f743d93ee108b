/**
 * The town square's (and a player's page's) only client code, inlined into the page (about 2 KB):
 * live updates through the game's event stream (the town's stream sends the new body itself, a `page`
 * event: whole, or what changed since the rendering the page holds; a player's stream sends only the
 * new version, and the page's HTML is fetched again), a
 * polling fallback with the ETag when the stream fails, ticking countdowns and local times.
 */
export const TOWN_ENHANCE_SCRIPT = `(function(){
var d=document,main=d.getElementById("town");if(!main)return;
var stream=main.getAttribute("data-stream"),pollUrl=main.getAttribute("data-poll"),shown=+main.getAttribute("data-version"),status=d.getElementById("live-status");
var L=d.documentElement.lang||"en";function tr(k,f){return status.getAttribute("data-t-"+k)||f}
function setStatus(s,t){status.setAttribute("data-status",s);status.lastChild.textContent=tr(s,t)}
function fmt(s){var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=String(s%60).padStart(2,"0");return h?h+":"+String(m).padStart(2,"0")+":"+x:m+":"+x}
function tick(){d.querySelectorAll("[data-countdown]").forEach(function(e){var s=Math.max(0,Math.ceil((Date.parse(e.getAttribute("data-countdown"))-Date.now())/1000));e.textContent=s>0?fmt(s):tr("timeup","Time is up")})}
function zn(l,t){var z=new Intl.DateTimeFormat(l,{timeZoneName:"short"}).formatToParts(t).filter(function(x){return x.type==="timeZoneName"})[0];return z?z.value:""}
var F={weekday:"short",month:"short",day:"numeric",hour:"2-digit",minute:"2-digit",hourCycle:"h23"};
function inL(t,o){return new Intl.DateTimeFormat(L,Object.assign({},F,o)).format(t)}
function lt(t){if(L!=="en")return inL(t,{timeZoneName:"short"});var p={};new Intl.DateTimeFormat("en-GB",{weekday:"short",day:"numeric",month:"short",hour:"2-digit",minute:"2-digit",hourCycle:"h23"}).formatToParts(t).forEach(function(x){p[x.type]=x.value});var z=zn("en-US",t);if(/^GMT/.test(z)){var g=zn("en-GB",t);if(g&&g!=="UTC")z=g}return p.weekday+" "+p.day+" "+p.month+" "+p.hour+":"+p.minute+" "+z}
function local(){var tz=Intl.DateTimeFormat().resolvedOptions().timeZone,u=tz==="UTC"||tz==="Etc/UTC";d.querySelectorAll("time[data-local-time]").forEach(function(e){e.textContent=lt(new Date(e.getAttribute("datetime")))});d.querySelectorAll("[data-utc-aside]").forEach(function(e){var a=e.getAttribute("data-utc-aside");if(L!=="en"&&a)e.textContent="("+inL(new Date(a),{timeZone:"UTC"})+" UTC)";e.hidden=u})}
function swap(n,v,title){main.replaceWith(n);main=n;shown=v;d.title=title;tick();local()}
var busy=false,want=0,cur=null;
function refresh(v){if(v<=shown)return;want=Math.max(want,v);if(busy)return;busy=true;
fetch(location.href,{cache:"no-store"}).then(function(r){if(r.status===404){location.reload();return null}return r.text()}).then(function(html){if(!html)return;
var n=new DOMParser().parseFromString(html,"text/html").getElementById("town");if(!n)return;
var v2=+n.getAttribute("data-version");if(v2>shown)swap(n,v2,n.ownerDocument.title)
}).catch(function(){}).then(function(){busy=false;if(want>shown)setTimeout(function(){refresh(want)},200)})}
var poll=null,etag="",fails=0;
function startPoll(){if(poll)return;setStatus("polling","Updating every few seconds");poll=setInterval(function(){
fetch(pollUrl,{headers:etag?{"if-none-match":etag}:{}}).then(function(r){if(r.status===200){etag=r.headers.get("etag")||"";return r.json().then(function(j){refresh(j.version)})}if(r.status===404)location.reload()}).catch(function(){})},5000)}
function connect(){var es=new EventSource(stream);
es.addEventListener("open",function(){fails=0;if(poll){clearInterval(poll);poll=null}setStatus("live","Live")});
es.addEventListener("view",function(e){refresh(JSON.parse(e.data).version)});
es.addEventListener("page",function(e){var j=JSON.parse(e.data);if(j.base===undefined&&j.version===shown)cur={id:j.id,html:j.html};if(j.version<=shown)return;
var h=j.base===undefined?j.html:cur&&cur.id===j.base?cur.html.slice(0,j.start)+j.html+cur.html.slice(cur.html.length-j.end):null;
if(h===null){cur=null;refresh(j.version);return}
var t=d.createElement("template");t.innerHTML=h;var n=t.content.firstElementChild;if(n){cur={id:j.id,html:h};swap(n,j.version,j.title)}});
es.addEventListener("gone",function(){es.close();location.reload()});
es.addEventListener("error",function(){fails++;setStatus("reconnecting","Reconnecting…");if(fails>=2)startPoll();if(es.readyState===2)setTimeout(connect,3000)})}
tick();local();setInterval(tick,1000);if(window.EventSource)connect();else startPoll();
})();`;
