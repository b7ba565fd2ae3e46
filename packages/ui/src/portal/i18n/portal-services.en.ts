/** Texts of the portal's services screens. English. */
export const portalServicesEn = {
  'portal.services.retry': 'Try again',
  'portal.services.status.active': 'Active',
  'portal.services.status.pending': 'Pending',
  'portal.services.status.unregistered': 'Not registered',
  'portal.services.status.comingsoon': 'Coming soon',
  'portal.services.dashboard.title': 'Your services',
  'portal.services.dashboard.intro':
    'Open a service you use, or see how to register for one you do not use yet.',
  'portal.services.tile.userAdministration.title': 'User administration',
  'portal.services.tile.userAdministration.description':
    'Invite colleagues and manage their access to the services of your organisation.',
  'portal.services.tile.accountSettings.title': 'Account settings',
  'portal.services.tile.accountSettings.description':
    'Your profile, password, multi-factor device and account.',
  'portal.services.tile.serviceTickets.title': 'Service tickets',
  'portal.services.tile.serviceTickets.description':
    'Report a problem with a machine and follow the answers of our support.',
  'portal.services.tile.inventory.title': 'Inventory',
  'portal.services.tile.inventory.description':
    'The machines of your organisations, by plant, with model, serial number and year.',
  'portal.services.tile.wireFlow.title': 'Wire-flow',
  'portal.services.tile.wireFlow.description':
    'The wire-processing software: in the cloud or on your own servers.',
  'portal.services.tile.downloadCenter.title': 'Download center',
  'portal.services.tile.downloadCenter.description':
    'Installers and updates of the wire-processing software for on-premise use.',
  'portal.services.tile.komaxDirect.title': 'Direct',
  'portal.services.tile.komaxDirect.description':
    'Order spare parts and consumables online, with your prices.',
  'portal.services.tile.mfpWireMaster.title': 'Wire master',
  'portal.services.tile.mfpWireMaster.description':
    'Plan production with the wire data of your harnesses.',
  'portal.services.tile.mfpMasterData.title': 'Master data',
  'portal.services.tile.mfpMasterData.description':
    'Maintain the master data your production planning works with.',
  'portal.services.tile.pending': 'Your registration is being reviewed.',
  'portal.services.tile.comingSoon': 'This service will be available soon.',
  'portal.services.tile.unavailable': 'This service cannot be opened from here right now.',
  'portal.services.register': 'Register for {service}',
  'portal.services.howToRegister':
    "To register, ask your organisation's administrator or contact Komax.",
  'portal.services.notRegistered.title': 'You are not registered for {service}',
  'portal.services.notRegistered.why':
    'Your account does not have access to {service} yet, so this page cannot show it.',
  'portal.services.notRegistered.pendingTitle': 'Your registration for {service} is pending',
  'portal.services.notRegistered.pendingText':
    'We are reviewing your registration. You can use {service} as soon as it has been approved.',
  'portal.services.backToDashboard': 'Back to the dashboard',
  'portal.services.pager.label': 'Pages',
  'portal.services.pager.previous': 'Previous page',
  'portal.services.pager.next': 'Next page',
  'portal.services.pager.position': 'Page {page} of {pages}',
  'portal.services.inventory.title': 'Inventory',
  'portal.services.inventory.oldTitle': 'Inventory: list view',
  'portal.services.inventory.caption': 'Machines of your organisations',
  'portal.services.inventory.column.model': 'Model',
  'portal.services.inventory.column.name': 'Name',
  'portal.services.inventory.column.serialNumber': 'Serial number',
  'portal.services.inventory.column.plant': 'Plant',
  'portal.services.inventory.column.organisation': 'Organisation',
  'portal.services.inventory.column.year': 'Year',
  'portal.services.inventory.column.actions': 'Actions',
  'portal.services.inventory.noName': 'No name',
  'portal.services.inventory.filters': 'Filter machines',
  'portal.services.inventory.plant': 'Plant',
  'portal.services.inventory.allPlants': 'All plants',
  'portal.services.inventory.organisation': 'Organisation',
  'portal.services.inventory.allOrganisations': 'All organisations',
  'portal.services.inventory.search': 'Model or serial number',
  'portal.services.inventory.apply': 'Show machines',
  'portal.services.inventory.searchButton': 'Search',
  'portal.services.inventory.searchLabel': 'Search machines',
  'portal.services.inventory.clearFilters': 'Clear filters',
  'portal.services.inventory.count.one': '{count} machine',
  'portal.services.inventory.count.other': '{count} machines',
  'portal.services.inventory.loading': 'Loading machines…',
  'portal.services.inventory.failed':
    'Sorry, the machines could not be loaded. Please try again later, or contact our support if it keeps happening.',
  'portal.services.inventory.empty.title': 'No machines yet',
  'portal.services.inventory.empty.text':
    'No machines are registered for your organisations. If one is missing, contact Komax.',
  'portal.services.inventory.noResults': 'No machines match these filters.',
  'portal.services.inventory.createTicket': 'Create a ticket for this machine',
  'portal.services.wireFlow.title': 'Wire-flow',
  'portal.services.wireFlow.onPremise.intro':
    'Download the wire-processing software for your own servers. Compare the SHA-256 checksum of each file after downloading it.',
  'portal.services.wireFlow.cloud.intro':
    'Your organisation uses wire-flow in the cloud: there is nothing to install. Open the service in your browser and sign in with this account.',
  'portal.services.wireFlow.cloud.open': 'Open wire-flow in the cloud',
  'portal.services.wireFlow.cloud.unavailable':
    'The cloud service cannot be opened from here right now. Please contact Komax.',
  'portal.services.wireFlow.loading': 'Loading releases…',
  'portal.services.wireFlow.failed':
    'Sorry, the releases could not be loaded. Please try again later, or contact our support if it keeps happening.',
  'portal.services.wireFlow.empty': 'No releases are available yet.',
  'portal.services.wireFlow.version': 'Release {version}',
  'portal.services.wireFlow.releasedOn': 'Released on',
  'portal.services.wireFlow.notes': 'Release notes',
  'portal.services.wireFlow.files': 'Files',
  'portal.services.wireFlow.size': 'Size',
  'portal.services.wireFlow.checksum': 'SHA-256 checksum',
  'portal.services.wireFlow.copy': 'Copy',
  'portal.services.wireFlow.copied': 'Checksum copied',
  'portal.services.wireFlow.download': 'Download {name}',
  'portal.services.wireFlow.preparing': 'Preparing the download…',
  'portal.services.wireFlow.downloadFailed':
    'Sorry, the download could not be prepared. Please try again, or contact our support if it keeps happening.',
} as const;
