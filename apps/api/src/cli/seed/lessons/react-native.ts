import { md, YOUTUBE, type CourseLessonContent } from './types.ts';

export const REACT_NATIVE: CourseLessonContent = {
  course: 'React Native Mobile Development',
  lessons: {
    'Expo and the dev client': {
      kind: 'video',
      videoUrl: YOUTUBE.react,
      body: md(`
React Native is React with native components instead of HTML. Before your first Expo app, use this freeCodeCamp React course as a refresher and watch for:

- components, props and \`useState\` — they work the same on a phone;
- lifting state up and passing callbacks to children;
- \`useEffect\` for loading data.

Then create the app with \`npx create-expo-app@latest\`, start it with \`npx expo start\` and open it in **Expo Go**. When you need a native library Expo Go lacks, switch to a **development build** (\`npx expo run:android\`).
`),
      resources: [
        {
          title: 'Expo: Create a project',
          url: 'https://docs.expo.dev/get-started/create-a-project/',
        },
        {
          title: 'Expo: Development builds',
          url: 'https://docs.expo.dev/develop/development-builds/introduction/',
        },
      ],
    },
    'Layouts with Flexbox': {
      kind: 'article',
      body: md(`
## Flexbox, with mobile defaults

Every React Native \`View\` is a flex container. Two defaults differ from the web:

- \`flexDirection\` is **column**, not row;
- sizes are unitless density-independent pixels, not \`px\` or \`rem\`.

## A list row

~~~jsx
import { Image, StyleSheet, Text, View } from 'react-native';

export function ContactRow({ name, phone, avatar }) {
  return (
    <View style={styles.row}>
      <Image source={{ uri: avatar }} style={styles.avatar} />
      <View style={styles.text}>
        <Text style={styles.name}>{name}</Text>
        <Text>{phone}</Text>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', padding: 12, gap: 12 },
  avatar: { width: 48, height: 48, borderRadius: 24 },
  text: { flex: 1 }, // take the remaining width
  name: { fontWeight: '600', fontSize: 16 },
});
~~~

## Key properties

- \`flex: 1\` — fill the space left in the parent.
- \`justifyContent\` — along the main axis; \`alignItems\` — across it.
- \`gap\` — space between children.

## Screens that fit every phone

1. Wrap screens in \`SafeAreaView\` (from react-native-safe-area-context) to avoid the notch.
2. Use \`ScrollView\` or \`FlatList\` when content can be longer than the screen.
3. Test on a small Android phone and a large one.

## Read more

- [React Native: Layout with Flexbox](https://reactnative.dev/docs/flexbox)
- [React Native: Style](https://reactnative.dev/docs/style)
`),
    },
    'Stack and tab navigation': {
      kind: 'article',
      body: md(`
## Two navigators you will use in every app

- A **stack** pushes screens on top of each other, with a back button: list → detail.
- **Tabs** switch between top-level sections: Home, Search, Profile.

Apps usually nest them: a tab navigator whose Home tab is a stack.

## Expo Router: files are routes

~~~jsx
// app/(tabs)/_layout.jsx
import { Tabs } from 'expo-router';

export default function TabLayout() {
  return (
    <Tabs>
      <Tabs.Screen name="index" options={{ title: 'Home' }} />
      <Tabs.Screen name="profile" options={{ title: 'Profile' }} />
    </Tabs>
  );
}

// app/(tabs)/index.jsx — open a detail screen
import { Link } from 'expo-router';
<Link href={{ pathname: '/orders/[id]', params: { id: order.id } }}>View order</Link>

// app/orders/[id].jsx — read the parameter
const { id } = useLocalSearchParams();
~~~

## Good practice

1. Pass **ids** in params, not whole objects; load the data on the screen.
2. Set screen titles in \`options\` so the header and the back button read well.
3. Handle the Android back button — the stack does it for you.
4. Use deep links (\`myapp://orders/42\`) so notifications can open a screen.

## Read more

- [Expo Router: Introduction](https://docs.expo.dev/router/introduction/)
- [React Navigation: Getting started](https://reactnavigation.org/docs/getting-started)
`),
    },
    'Offline storage': {
      kind: 'article',
      body: md(`
## Choose the store by the data

- **AsyncStorage**: small key–value data — settings, a draft, the last screen.
- **expo-secure-store**: secrets such as tokens, encrypted by the OS keychain.
- **expo-sqlite**: many records you query and sort — orders, messages.

## AsyncStorage for a cached list

~~~js
import AsyncStorage from '@react-native-async-storage/async-storage';

const KEY = 'orders:v1';

export async function saveOrders(orders) {
  await AsyncStorage.setItem(KEY, JSON.stringify(orders));
}

export async function loadOrders() {
  const raw = await AsyncStorage.getItem(KEY);
  return raw ? JSON.parse(raw) : [];
}
~~~

Values are strings, so serialise with JSON. The version in the key (\`v1\`) lets you change the shape later without reading old data wrongly.

## Offline first

1. Show the cached data immediately.
2. Fetch fresh data in the background and replace the cache.
3. Queue writes made offline and send them when \`NetInfo\` reports a connection.
4. Show the user when they are looking at stale data.

## Never

- Store passwords or tokens in AsyncStorage — use SecureStore.
- Keep megabytes in one key; move to SQLite.

## Read more

- [AsyncStorage: Usage](https://react-native-async-storage.github.io/async-storage/docs/usage)
- [Expo: SecureStore](https://docs.expo.dev/versions/latest/sdk/securestore/)
- [Expo: SQLite](https://docs.expo.dev/versions/latest/sdk/sqlite/)
`),
    },
    'Calling APIs': {
      kind: 'article',
      body: md(`
## fetch works on the phone too

React Native ships the same \`fetch\` as the browser. Wrap it once so every screen handles errors the same way:

~~~js
const API = 'https://api.example.com';

export async function api(path, { token, ...init } = {}) {
  const res = await fetch(\`\${API}\${path}\`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: \`Bearer \${token}\` } : {}),
    },
  });
  if (!res.ok) throw new Error(\`Request failed: \${res.status}\`);
  return res.json();
}
~~~

## Loading, error and empty states

Every screen that loads data has four states: **loading**, **error** (with a retry button), **empty** and **data**. Design all four.

## Mobile-specific gotchas

- Android blocks plain \`http\` by default: use \`https\` everywhere.
- \`localhost\` on the phone is the phone itself; use your computer's LAN IP while developing.
- Networks are slow and flaky: add a timeout with \`AbortController\` and retry idempotent requests.
- Cancel requests when the screen unmounts so you never set state on a gone component.

## Exercise

Build an orders screen with pull-to-refresh (\`FlatList\`'s \`refreshing\` and \`onRefresh\`) that shows cached orders first.

## Read more

- [React Native: Networking](https://reactnative.dev/docs/network)
- [MDN: AbortController](https://developer.mozilla.org/en-US/docs/Web/API/AbortController)
`),
    },
    'Push notifications': {
      kind: 'article',
      body: md(`
## How a push reaches the phone

1. The app asks the user for permission.
2. The device gets a **push token** and the app sends it to your server.
3. Your server calls the push service with the token and a message.
4. The OS shows the notification — even when the app is closed.

## Get a token with Expo

~~~js
import * as Notifications from 'expo-notifications';

export async function registerForPush() {
  const { status } = await Notifications.requestPermissionsAsync();
  if (status !== 'granted') return null;
  const { data: token } = await Notifications.getExpoPushTokenAsync({
    projectId: 'your-eas-project-id',
  });
  return token; // save it on your server for this user
}
~~~

## Open the right screen

Attach data to the message (\`{ url: '/orders/42' }\`) and listen for taps with \`Notifications.addNotificationResponseReceivedListener\`, then navigate to that route.

## Be a good citizen

- Ask for permission **in context** ("Notify me when my order ships"), not on first launch.
- Let users choose categories; Android **channels** make this native.
- Remove tokens the push service reports as invalid.
- Never put secrets or personal data in a notification's text.

## Read more

- [Expo: Push notifications overview](https://docs.expo.dev/push-notifications/overview/)
- [Expo: Notifications API](https://docs.expo.dev/versions/latest/sdk/notifications/)
`),
    },
    'Play Store release': {
      kind: 'resources',
      body: md(`
Work through these in order: build a signed Android App Bundle with EAS Build, submit it to the internal testing track, then fill in the store listing and the data safety form.
`),
      resources: [
        { title: 'Expo: EAS Build', url: 'https://docs.expo.dev/build/introduction/' },
        {
          title: 'Expo: Submit to the Google Play Store',
          url: 'https://docs.expo.dev/submit/android/',
        },
        {
          title: 'Play Console Help: Create and set up your app',
          url: 'https://support.google.com/googleplay/android-developer/answer/9859152',
        },
      ],
    },
  },
};
