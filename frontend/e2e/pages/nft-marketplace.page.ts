import { expect, type Locator, type Page } from '@playwright/test';

/** /nft-marketplace: wallet address, listings with Buy, the two forms and the owned NFTs. */
export class NftMarketplacePage {
  readonly heading: Locator;
  readonly walletAddress: Locator;
  readonly listings: Locator;
  readonly listingsPanel: Locator;
  readonly verifyForm: Locator;
  readonly purchaseForm: Locator;
  readonly ownedPanel: Locator;

  constructor(private readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'NFT Marketplace' });
    this.walletAddress = main.getByLabel('Wallet address', { exact: true });
    this.listingsPanel = main.getByRole('region', { name: 'NFTs for Sale' });
    this.listings = this.listingsPanel.getByRole('list', { name: 'NFTs for sale' });
    this.verifyForm = main.getByRole('form', { name: 'Verify ownership' });
    this.purchaseForm = main.getByRole('form', { name: 'Process purchase' });
    this.ownedPanel = main.getByRole('region', { name: 'My Player NFTs' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/nft-marketplace');
    await expect(this.heading).toBeVisible();
  }

  /** A listing card by its token id's first 8 characters (cards are named "{player} Token {id}"). */
  listing(tokenId: string): Locator {
    return this.listings.getByRole('group', { name: `Token ${tokenId.slice(0, 8)}` });
  }

  async buy(tokenId: string): Promise<void> {
    await this.listing(tokenId).getByRole('button', { name: 'Buy' }).click();
  }

  async verifyOwnership(tokenId: string, contractAddress: string): Promise<void> {
    await this.verifyForm.getByLabel('Token ID', { exact: true }).fill(tokenId);
    await this.verifyForm.getByLabel('Contract address', { exact: true }).fill(contractAddress);
    await this.verifyForm.getByRole('button', { name: 'Verify Ownership' }).click();
  }

  /** An owned NFT's card, named after the player. */
  ownedNft(playerName: string): Locator {
    return this.ownedPanel.getByRole('group', { name: playerName });
  }
}
