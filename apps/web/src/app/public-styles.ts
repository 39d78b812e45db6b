// The styles of the prerendered home and FAQ pages: Mantine's per-component stylesheets for the
// components they show instead of the whole of @mantine/core/styles.css (e2e/budget.spec.ts
// checks the list against the pages). In the `mantine` CSS layer (.layer.css), like the app's,
// so that our own styles win over Mantine's whatever order the build puts the files in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import './global.css';
